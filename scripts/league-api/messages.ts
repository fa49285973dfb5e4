/**
 * In-app messages for the embedded league API: a JSON file (default the snapshot's messages.json)
 * lists them in the shape of src/api/schemas/message.ts, each for everyone or, with `forUser`, for
 * one user id. No file means no messages; a bad file fails the request naming the file and field.
 */
import { extend, optional, string } from '../../src/api/schemas/schema.ts';
import { entity } from '../../src/api/schemas/parse.ts';
import { inAppMessageSchema, type InAppMessage } from '../../src/api/schemas/message.ts';
import { readContentList } from '../../src/data/content-file.ts';

const StoredMessageEntity = entity('InAppMessage', extend(inAppMessageSchema, { forUser: optional(string(1)) }), [
  'messageId',
]);

export class InAppMessages {
  readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  /** The messages for a user id (or for an anonymous visitor, without one). */
  async for(userId: string | null): Promise<InAppMessage[]> {
    return (await readContentList(StoredMessageEntity, this.file)).flatMap(({ forUser, ...message }) =>
      forUser === undefined || forUser === userId ? [message] : [],
    );
  }
}
