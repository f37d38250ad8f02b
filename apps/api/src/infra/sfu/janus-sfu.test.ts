import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { JanusSfu, janusRoomNumber } from './janus-sfu';

/**
 * Against a real Janus (Debian's `janus`; .ci/run starts it): JANUS_URL, or the default local HTTP API when it
 * answers. Without one the test says so and is skipped.
 */
const apiUrl = process.env['JANUS_URL'] ?? 'http://127.0.0.1:8088/janus';
const reachable = await fetch(`${apiUrl}/info`, { signal: AbortSignal.timeout(1_000) }).then(
  (response) => response.ok,
  () => false,
);
if (!reachable) console.warn(`janus-sfu.test: no Janus answers at ${apiUrl}; the real-SFU tests are skipped`);

/** A raw Janus session over HTTP, as a browser's would be: joins a room as a publisher with some token. */
async function janus(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify({ ...body, transaction: randomUUID() }),
  });
  return (await response.json()) as { janus: string; data?: { id: number } };
}

async function joinAs(room: number, token: string, display: string) {
  const session = (await janus('', { janus: 'create' })).data?.id ?? 0;
  const handle = (await janus(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id;
  await janus(`/${session}/${handle}`, {
    janus: 'message',
    body: { request: 'join', ptype: 'publisher', room, display, token },
  });
  // The join's answer is an event: long-poll the session for it.
  const events = await fetch(`${apiUrl}/${session}?maxev=5`, { signal: AbortSignal.timeout(5_000) });
  const list = (await events.json()) as unknown;
  const all = (Array.isArray(list) ? list : [list]) as {
    plugindata?: { data?: { videoroom?: string; error_code?: number } };
  }[];
  const answer = all.find((event) => event.plugindata?.data);
  return { session, data: answer?.plugindata?.data ?? {} };
}

const sessions: number[] = [];
afterAll(async () => {
  for (const session of sessions) await janus(`/${session}`, { janus: 'destroy' }).catch(() => undefined);
});

describe.skipIf(!reachable)('the Janus SFU', () => {
  const sfu = new JanusSfu(
    { provider: 'janus', apiUrl, wsUrl: 'ws://127.0.0.1:8188', adminKey: undefined, from: 2 },
    'a-test-derivation-key-of-forty-characters!',
  );

  it('opens a room once and admits only the tokens it gave out', async () => {
    const roomKey = randomUUID();
    const [first, second] = await Promise.all([
      sfu.admit(roomKey, 'tutor', 10),
      sfu.admit(roomKey, 'student', 10),
    ]);
    expect(first.room).toBe(String(janusRoomNumber(roomKey)));
    expect(second.room).toBe(first.room);
    expect(first.token).not.toBe(second.token);
    expect((await sfu.admit(roomKey, 'tutor', 10)).token).toBe(first.token);

    const guest = await joinAs(Number(first.room), 'a-guessed-token', 'guest');
    sessions.push(guest.session);
    expect(guest.data.error_code).toBeDefined();
    const student = await joinAs(Number(first.room), second.token, 'student-tab');
    sessions.push(student.session);
    expect(student.data.videoroom).toBe('joined');
  });

  it("takes a pass back and ends that person's connection", async () => {
    const roomKey = randomUUID();
    const pass = await sfu.admit(roomKey, 'student', 10);
    const joined = await joinAs(Number(pass.room), pass.token, 'tab-1');
    sessions.push(joined.session);
    expect(joined.data.videoroom).toBe('joined');
    await sfu.expel(roomKey, 'student', ['tab-1']);
    const list = await janus(`/${joined.session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' });
    const handle = list.data?.id;
    const listed = (await janus(`/${joined.session}/${handle}`, {
      janus: 'message',
      body: { request: 'listparticipants', room: Number(pass.room) },
    })) as { plugindata?: { data?: { participants?: unknown[] } } };
    expect(listed.plugindata?.data?.participants).toEqual([]);
    const again = await joinAs(Number(pass.room), pass.token, 'tab-2');
    sessions.push(again.session);
    expect(again.data.error_code).toBeDefined();
  });
});
