/**
 * An incremental parser of the text/event-stream format (WHATWG HTML, "Server-sent events"): fed
 * the decoded text in whatever chunks the network delivers, it returns the complete messages. Lines
 * end in LF, CR or CRLF (a CRLF split across chunks counts once); comment lines (": heartbeat") are
 * skipped; `data` lines of one message are joined with LF; `id` persists across messages as the
 * last event id; a message without data is not dispatched, as browsers do.
 */

export interface SseMessage {
  /** The `event` field, "message" when absent. */
  event: string;
  data: string;
  /** The last event id seen so far (what a reconnect sends as Last-Event-ID), or null. */
  lastEventId: string | null;
}

export interface SseParser {
  /** The complete messages the chunk finishes, in order. */
  push(chunk: string): SseMessage[];
  /** The last event id seen, even on a message that was not dispatched. */
  readonly lastEventId: string | null;
}

export function createSseParser(initialLastEventId: string | null = null): SseParser {
  let buffer = '';
  // A chunk that ended in CR: an LF starting the next chunk belongs to the same line end.
  let skipLeadingLf = false;
  let lastEventId = initialLastEventId;
  let event = '';
  let data: string[] = [];

  function dispatch(messages: SseMessage[]): void {
    if (data.length > 0) messages.push({ event: event === '' ? 'message' : event, data: data.join('\n'), lastEventId });
    event = '';
    data = [];
  }

  function processLine(line: string, messages: SseMessage[]): void {
    if (line === '') {
      dispatch(messages);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // An id with a NUL is ignored by the standard (it could not be sent back in a header).
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  }

  return {
    get lastEventId() {
      return lastEventId;
    },
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      const messages: SseMessage[] = [];
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const character = buffer[index];
        if (character !== '\n' && character !== '\r') continue;
        processLine(buffer.slice(start, index), messages);
        if (character === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return messages;
    },
  };
}
