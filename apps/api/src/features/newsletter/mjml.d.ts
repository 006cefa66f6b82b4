/**
 * The part of MJML 5's API the newsletter uses (the package ships no types, and @types/mjml describes MJML 4,
 * whose mjml2html answered synchronously).
 */
declare module 'mjml' {
  export interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  export interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    minify?: boolean;
    beautify?: boolean;
  }
  export default function mjml2html(
    source: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
