// What the app changes in Chakra's default theme, shared by the first page's light system
// (theme.ts), which the signed-in shell completes with every recipe (theme-full.ts).
export const appThemeOverrides = {
  globalCss: {
    'html, body': { bg: 'bg.subtle' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, 'Segoe UI', 'DejaVu Sans', Roboto, Arial, sans-serif" },
        body: { value: "Inter, 'Segoe UI', 'DejaVu Sans', Roboto, Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's solid teal (teal.600) gives white text only 3.7:1; teal.700 gives 5.5:1 (WCAG AA).
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.600}' } } },
      },
    },
  },
};
