/**
 * Fills `{name}` placeholders of a message with ready-formatted values. An
 * unknown placeholder is an error naming `where` (the file and id to fix),
 * never a silent "{name}" on the page.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>, where: string): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${where}: unknown placeholder {${key}}`);
    return value;
  });
}
