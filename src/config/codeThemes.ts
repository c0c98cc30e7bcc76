import { themes, type PrismTheme } from 'prism-react-renderer';

type TokenStyle = PrismTheme['styles'][number]['style'];

/** Change one token style of a theme; the stock themes each have a colour or two below 4.5:1 on their background. */
function withStyle(theme: PrismTheme, type: string, change: TokenStyle): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) =>
      style.types.includes(type) ? { ...style, style: { ...style.style, ...change } } : style,
    ),
  };
}

/** Code block themes whose every token colour has at least 4.5:1 contrast with the block background. */
export const CODE_THEMES = {
  light: withStyle(themes.vsLight, 'attr-name', { color: '#d10000' }),
  // Faded namespaces (opacity 0.7) fall to 3.9:1.
  dark: withStyle(themes.oceanicNext, 'namespace', { opacity: 1 }),
};
