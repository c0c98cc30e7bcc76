/** GraphiQL's stylesheet as text, without its embedded fonts (see ./graphiqlStylesLoader.cjs). */
declare module '!!./graphiqlStylesLoader.cjs!graphiql/style.css' {
  const css: string;
  export default css;
}
