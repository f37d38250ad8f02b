import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './request-logging';

describe('request logging', () => {
  it('keeps the secrets some URLs carry out of the log', () => {
    expect(redactUrl('/calendar/AbC-123_xyz.ics')).toBe('/calendar/[redacted].ics');
    expect(redactUrl('/sg/redirect?code=4/0Ab-secret&scope=calendar')).toBe(
      '/sg/redirect?code=[redacted]&scope=calendar',
    );
    expect(redactUrl('/sg/redirect?service=booking&transactionId=t1')).toBe(
      '/sg/redirect?service=booking&transactionId=t1',
    );
    expect(redactUrl('/sg/browse/tutors')).toBe('/sg/browse/tutors');
  });

  it("writes the redacted URL in fastify's request lines", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions('info');
    const app = Fastify({ logger: typeof options === 'object' ? { ...options, stream } : options });
    app.get('/calendar/:token.ics', async () => 'BEGIN:VCALENDAR');
    await app.inject({ method: 'GET', url: '/calendar/very-secret-token.ics' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/calendar/[redacted].ics');
    expect(logged).not.toContain('very-secret-token');
  });
});
