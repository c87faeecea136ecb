/** A request the NF-e driver cannot build or send (bad issuer data): a 422 for the host. */
export class NfeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'NfeError';
  }
}
