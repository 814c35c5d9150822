export interface TransformResult {
  code: string;
  /** Keys whose every use in the module now carries the locale's text. */
  inlined: Set<string>;
  /** Static keys the module still looks up at run time. */
  kept: Set<string>;
  /** The static default message of each key, as written in the source. */
  defaults: Map<string, string>;
}

export function inlineTranslations(
  source: string,
  filename: string,
  messages: Record<string, string>,
): TransformResult | null;
