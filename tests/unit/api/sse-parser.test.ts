import { describe, expect, it } from 'vitest';
import { createSseParser } from '../../../src/api/sse-parser.ts';

describe('createSseParser', () => {
  it('reads named events with ids, joining multi-line data and skipping comments', () => {
    const parser = createSseParser();
    const messages = parser.push(
      ': heartbeat\n\nid: 7\nevent: eventUpdate\ndata: {"a":\ndata: 1}\n\nevent: connection\ndata: {"message":"Game ended"}\n\n',
    );
    expect(messages).toEqual([
      { event: 'eventUpdate', data: '{"a":\n1}', lastEventId: '7' },
      { event: 'connection', data: '{"message":"Game ended"}', lastEventId: '7' },
    ]);
  });

  it('waits for the blank line that ends a message, however the network splits it', () => {
    const parser = createSseParser();
    const text = 'id: 1\nevent: eventUpdate\ndata: {"x":1}\n\nid: 2\ndata: two\n\n';
    const messages = Array.from(text, (character) => parser.push(character)).flat();
    expect(messages.map((message) => [message.event, message.data, message.lastEventId])).toEqual([
      ['eventUpdate', '{"x":1}', '1'],
      ['message', 'two', '2'],
    ]);
  });

  it('takes CR, LF and CRLF line ends, a CRLF split across chunks counting once', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\n\r\ndata: b\r\rdata: c\n\n')).toEqual([
      { event: 'message', data: 'a', lastEventId: null },
      { event: 'message', data: 'b', lastEventId: null },
      { event: 'message', data: 'c', lastEventId: null },
    ]);
  });

  it('keeps the id of a message without data for the next reconnect, and starts from a given id', () => {
    const parser = createSseParser('41');
    expect(parser.lastEventId).toBe('41');
    expect(parser.push('id: 42\n\n')).toEqual([]);
    expect(parser.lastEventId).toBe('42');
    expect(parser.push('id: bad\0id\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x', lastEventId: '42' }]);
  });

  it('reads a field without a colon as empty and keeps a value without the optional space', () => {
    const parser = createSseParser();
    expect(parser.push('data\ndata:tight\n\n')).toEqual([{ event: 'message', data: '\ntight', lastEventId: null }]);
  });
});
