/**
 * A function and its arguments as the text of an inline `<script>`: for the few page scripts small
 * enough to ride in the HTML rather than a script file. The function runs as its own source text,
 * so it must not use anything from outside its body.
 */
export function inlineCall<Args>(run: (args: Args) => void, args: Args): string {
  // JSON is not HTML-safe inside <script>: "</" would end it.
  return `(${run.toString()})(${JSON.stringify(args).replace(/</g, '\\u003c')});`;
}
