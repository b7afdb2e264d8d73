import { describe, expect, it } from 'vitest';
import { answerOf, ApiError } from './api-client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("reading the server's answer", () => {
  it('answers the JSON of an OK answer and nothing for a 204', async () => {
    expect(await answerOf(json(200, { id: 4 }))).toEqual({ id: 4 });
    expect(await answerOf(new Response(null, { status: 204 }))).toBeUndefined();
  });

  it("raises an answer that is not OK as an ApiError with the server's message, issues and whole body", async () => {
    const error = await answerOf(json(409, { message: 'Changed by Ann since you opened it', issues: [], current: { version: 3 } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Changed by Ann since you opened it', issues: [], body: { current: { version: 3 } } });
  });

  it('falls back to the text, then the status text, of an answer that is not JSON', async () => {
    await expect(answerOf(new Response('Bad gateway', { status: 502 }))).rejects.toMatchObject({ status: 502, serverMessage: 'Bad gateway' });
    await expect(answerOf(new Response('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toMatchObject({ serverMessage: 'Service Unavailable' });
  });
});
