/** docs/product.md §2.6: the five themes, as values for the design tokens of src/web/tokens.css. */
export const THEME_IDS = ['current', 'modern', 'luxury', 'nature', 'corporate'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The tokens a theme or a custom colour may set (CSS custom properties on the page's root element). */
export const TOKENS = ['--primary', '--primary-foreground', '--accent', '--accent-foreground', '--background', '--foreground', '--card', '--card-foreground', '--secondary', '--secondary-foreground', '--muted', '--muted-foreground', '--border', '--radius'] as const;
export type Token = (typeof TOKENS)[number];
export type TokenValues = Partial<Record<Token, string>>;

/** 'current' sets nothing: the site's own tokens (light or dark) show through. */
export const THEMES: Record<ThemeId, TokenValues> = {
  current: {},
  modern: {
    '--primary': '#4f46e5',
    '--primary-foreground': '#ffffff',
    '--accent': '#db2777',
    '--accent-foreground': '#ffffff',
    '--background': '#f8fafc',
    '--foreground': '#0f172a',
    '--card': '#ffffff',
    '--card-foreground': '#0f172a',
    '--secondary': '#eef2ff',
    '--secondary-foreground': '#312e81',
    '--muted': '#f1f5f9',
    '--muted-foreground': '#475569',
    '--border': '#e2e8f0',
    '--radius': '1rem',
  },
  luxury: {
    '--primary': '#1c1917',
    '--primary-foreground': '#fbbf24',
    '--accent': '#a16207',
    '--accent-foreground': '#ffffff',
    '--background': '#faf7f2',
    '--foreground': '#1c1917',
    '--card': '#fffdf8',
    '--card-foreground': '#1c1917',
    '--secondary': '#f3ead9',
    '--secondary-foreground': '#44330f',
    '--muted': '#f1ebe0',
    '--muted-foreground': '#57534e',
    '--border': '#d6c7a8',
    '--radius': '0.25rem',
  },
  nature: {
    '--primary': '#166534',
    '--primary-foreground': '#ffffff',
    '--accent': '#b45309',
    '--accent-foreground': '#ffffff',
    '--background': '#f4f8f1',
    '--foreground': '#14281b',
    '--card': '#ffffff',
    '--card-foreground': '#14281b',
    '--secondary': '#e3efdc',
    '--secondary-foreground': '#1f3d28',
    '--muted': '#edf3e8',
    '--muted-foreground': '#44573f',
    '--border': '#c9d9c0',
    '--radius': '1.25rem',
  },
  corporate: {
    '--primary': '#1e3a8a',
    '--primary-foreground': '#ffffff',
    '--accent': '#0e7490',
    '--accent-foreground': '#ffffff',
    '--background': '#f5f7fa',
    '--foreground': '#111827',
    '--card': '#ffffff',
    '--card-foreground': '#111827',
    '--secondary': '#e5eaf3',
    '--secondary-foreground': '#1e3a8a',
    '--muted': '#eef1f5',
    '--muted-foreground': '#4b5563',
    '--border': '#d1d9e6',
    '--radius': '0.375rem',
  },
};

/** The colours the Custom Colors tab edits. */
export const CUSTOM_TOKENS = ['--primary', '--accent', '--background', '--card', '--foreground'] as const;
export type CustomToken = (typeof CUSTOM_TOKENS)[number];
