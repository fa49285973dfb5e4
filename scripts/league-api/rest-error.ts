/** A REST request the embedded league API refuses: the HTTP status to answer and the reason. */
export class RestError extends Error {
  override name = 'RestError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
