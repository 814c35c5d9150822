/**
 * The colour mode every visit gets when the configuration leaves none to
 * choose: no switch and not following the system's preference. theme-classic
 * then sets `data-theme` to the default on every page (its inline script
 * reads neither storage nor the query string), so the build can write the
 * attribute into the HTML and drop the stylesheet's rules for other modes.
 */
export interface ColorModeConfig {
  defaultMode?: string;
  disableSwitch?: boolean;
  respectPrefersColorScheme?: boolean;
}

export function fixedColorMode(colorMode: ColorModeConfig | undefined): string | undefined {
  if (!colorMode?.disableSwitch || colorMode.respectPrefersColorScheme) return undefined;
  return colorMode.defaultMode ?? 'light';
}
