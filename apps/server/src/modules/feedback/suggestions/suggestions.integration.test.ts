import { SUGGESTION_PHOTO_MAX_BYTES } from '@udian/contracts/feedback-rules';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { groupCall } from '../../../test/groups-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { jpegWithMetadata, leakedSecrets, pngWithMetadata, REAL_JPEG, REAL_PNG, REAL_WEBP, toBase64, webpWithMetadata } from '../../../test/photo-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * 投诉建议 end to end through the API (decision 057): a passenger's complaint with photos, checked by their
 * bytes and stored without metadata, read back only by its passenger and operators; the console's queue,
 * assignment, replies and close, each audited; the passenger reads the reply.
 */
let t: TestApp;
let db: Db;
const who = {} as Record<'admin' | 'service' | 'dispatcher' | 'finance', OperatorClient>;
let nextPhone = 13700000100;
const newPhone = () => String((nextPhone += 1));

const expectFailure = (meta: { code: number; desc: string }, name: keyof typeof errorCatalogue) => expect(meta.code, meta.desc).toBe(errorCatalogue[name].code);

const body = (overrides: Record<string, unknown> = {}) => ({ category: 'driver', content: '12 路司机在科技园站没有停车，我等了十分钟', contactPhone: '', photos: [], ...overrides });
const submit = (headers: Record<string, string>, overrides: Record<string, unknown> = {}) => groupCall(t.app, 'POST', '/suggestion/submit', { headers, body: body(overrides) });
const photoOf = (bytes: Uint8Array) => ({ data: toBase64(bytes) });
const fetchPhoto = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const auditOf = (action: string, targetId: string) =>
  db.selectFrom('audit_log').select(['summary', 'operator_username']).where('action', '=', action).where('target_id', '=', targetId).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  who.admin = await operatorAs(t.app, db, 'admin', 'fb-admin');
  who.service = await operatorAs(t.app, db, 'service', 'fb-service');
  who.dispatcher = await operatorAs(t.app, db, 'dispatcher', 'fb-dispatcher');
  who.finance = await operatorAs(t.app, db, 'finance', 'fb-finance');
});
afterAll(async () => t?.close());

describe('sending a complaint', () => {
  it('keeps the text and three real photos, each without its Exif, XMP or text chunks', async () => {
    const { headers } = await t.loginAs(newPhone());
    const sent = await submit(headers, {
      contactPhone: '13912345678',
      photos: [photoOf(jpegWithMetadata(6)), { data: `data:image/png;base64,${toBase64(pngWithMetadata())}` }, photoOf(webpWithMetadata())],
    });
    expect(sent.meta.code, sent.meta.desc).toBe(1);
    const suggestion = sent.data.suggestion;
    expect(suggestion).toMatchObject({ category: 'driver', status: 'pending', contactPhone: '13912345678', replies: [] });
    expect(suggestion.photos.map((p: { contentType: string }) => p.contentType)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(suggestion.photos[0].orientation).toBe(6);

    // The bytes served back are exactly the original images: the metadata went, the picture did not.
    for (const [i, original] of [REAL_JPEG, REAL_PNG, REAL_WEBP].entries()) {
      const photo = await fetchPhoto(`${ApiPrefix.api}/suggestion/photo?photoId=${suggestion.photos[i].photoId}`, headers);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe(suggestion.photos[i].contentType);
      expect(leakedSecrets(photo.rawPayload)).toEqual([]);
      expect(photo.rawPayload.equals(Buffer.from(original))).toBe(true);
      expect(suggestion.photos[i].byteSize).toBe(original.length);
    }
    // And so they are stored: nothing of the metadata is in the database either.
    const stored = await db.selectFrom('suggestion_photos').select('data').where('suggestion_id', '=', Number(suggestion.suggestionId)).execute();
    expect(stored.flatMap((row) => leakedSecrets(row.data))).toEqual([]);
  });

  it('refuses four photos, a file that is not an image whatever it claims, one over 5 MB and a broken one', async () => {
    const { headers } = await t.loginAs(newPhone());
    expectFailure((await submit(headers, { photos: [1, 2, 3, 4].map(() => photoOf(REAL_PNG)) })).meta, 'suggestionTooManyPhotos');
    const notImage = await submit(headers, { photos: [{ data: `data:image/jpeg;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}` }] });
    expectFailure(notImage.meta, 'suggestionPhotoType');
    expect(notImage.meta.desc).toContain('不是 JPG、PNG 或 WebP');
    const big = new Uint8Array(SUGGESTION_PHOTO_MAX_BYTES + 1);
    big.set(REAL_JPEG);
    const tooBig = await submit(headers, { photos: [photoOf(REAL_PNG), photoOf(big)] });
    expectFailure(tooBig.meta, 'suggestionPhotoTooLarge');
    expect(tooBig.meta.desc).toBe('第 2 张图片超过 5 MB，请压缩后再上传');
    expectFailure((await submit(headers, { photos: [photoOf(REAL_JPEG.subarray(0, 300))] })).meta, 'suggestionPhotoUnreadable');
    expectFailure((await submit(headers, { photos: [{ data: '@@not base64@@' }] })).meta, 'suggestionPhotoUnreadable');
    // Nothing of the refused ones was kept.
    expect((await groupCall(t.app, 'GET', '/suggestion/mine', { headers })).data.items).toEqual([]);
  });

  it('checks the text by the page’s rules, and at most five a day', async () => {
    const { headers } = await t.loginAs(newPhone());
    const short = await submit(headers, { content: '太慢' });
    expectFailure(short.meta, 'suggestionInvalid');
    expect(short.meta.desc).toContain('至少 10 个字');
    expectFailure((await submit(headers, { category: 'unknown' })).meta, 'suggestionInvalid');
    expectFailure((await submit(headers, { contactPhone: '1234' })).meta, 'suggestionInvalid');
    for (let i = 0; i < 5; i += 1) expect((await submit(headers)).meta.code).toBe(1);
    expectFailure((await submit(headers)).meta, 'suggestionDailyLimit');
  });

  it('needs a login; another passenger sees neither the complaint nor its photos', async () => {
    const owner = await t.loginAs(newPhone());
    const other = await t.loginAs(newPhone());
    const { suggestion } = (await submit(owner.headers, { photos: [photoOf(REAL_PNG)] })).data;
    const detail = await groupCall(t.app, 'GET', '/suggestion/detail', { headers: other.headers, query: { suggestionId: suggestion.suggestionId } });
    expectFailure(detail.meta, 'suggestionNotFound');
    const url = `${ApiPrefix.api}/suggestion/photo?photoId=${suggestion.photos[0].photoId}`;
    const stolen = await fetchPhoto(url, other.headers);
    expect(stolen.headers['content-type']).toContain('application/json');
    expectFailure(stolen.json().meta, 'suggestionPhotoNotFound');
    const { token: _token, userId: _userId, ...anonymous } = owner.headers;
    expect((await fetchPhoto(url, anonymous)).json().meta.code).toBe(errorCatalogue.tokenInvalid.code);
    // An operator's cookie opens the console's photo route, not the passenger's.
    expect((await fetchPhoto(`${ApiPrefix.ops}/suggestions/photo?photoId=${suggestion.photos[0].photoId}`, who.service.readHeaders)).rawPayload.equals(Buffer.from(REAL_PNG))).toBe(true);
    expectFailure((await fetchPhoto(`${ApiPrefix.ops}/suggestions/photo?photoId=${suggestion.photos[0].photoId}`, who.finance.readHeaders)).json().meta, 'operatorForbidden');
  });
});

describe('the console’s queue', () => {
  it('assigns, replies and closes, each audited; the passenger reads the reply but not the internal note', async () => {
    const { headers } = await t.loginAs(newPhone());
    const { suggestion } = (await submit(headers, { category: 'vehicle', content: '车厢空调太冷，希望调高两度，谢谢' })).data;
    const id = suggestion.suggestionId;

    const queue = await opsCall(t.app, 'GET', '/suggestions', { headers: who.dispatcher.readHeaders, query: { status: 'pending', category: 'vehicle' } });
    expect(queue.data.items.map((s: { suggestionId: string }) => s.suggestionId)).toContain(id);
    expect(queue.data.items.every((s: { status: string; category: string }) => s.status === 'pending' && s.category === 'vehicle')).toBe(true);

    // A dispatcher reads but may not handle; finance may not read.
    expectFailure((await opsCall(t.app, 'POST', '/suggestions/reply', { headers: who.dispatcher.writeHeaders, body: { suggestionId: id, text: '收到' } })).meta, 'operatorForbidden');
    expectFailure((await opsCall(t.app, 'GET', '/suggestions', { headers: who.finance.readHeaders })).meta, 'operatorForbidden');

    const assignees = (await opsCall(t.app, 'GET', '/suggestions/assignees', { headers: who.admin.readHeaders })).data.items;
    expect(assignees.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['fb-admin', 'fb-service']));
    expect(assignees.map((a: { name: string }) => a.name)).not.toContain('fb-dispatcher');
    expectFailure((await opsCall(t.app, 'POST', '/suggestions/assign', { headers: who.admin.writeHeaders, body: { suggestionId: id, operatorId: String(who.dispatcher.id) } })).meta, 'suggestionAssigneeInvalid');
    const assigned = await opsCall(t.app, 'POST', '/suggestions/assign', { headers: who.admin.writeHeaders, body: { suggestionId: id, operatorId: String(who.service.id) } });
    expect(assigned.data.suggestion).toMatchObject({ status: 'processing', assignee: { operatorId: String(who.service.id), name: 'fb-service' } });
    const mine = await opsCall(t.app, 'GET', '/suggestions', { headers: who.service.readHeaders, query: { assignee: 'me' } });
    expect(mine.data.items.map((s: { suggestionId: string }) => s.suggestionId)).toEqual([id]);

    const replied = await opsCall(t.app, 'POST', '/suggestions/reply', { headers: who.service.writeHeaders, body: { suggestionId: id, text: '已通知车队将空调调至 26 度，感谢反馈' } });
    expect(replied.data.suggestion).toMatchObject({ status: 'replied', replies: [{ text: '已通知车队将空调调至 26 度，感谢反馈', operatorName: 'fb-service' }] });
    expectFailure((await opsCall(t.app, 'POST', '/suggestions/reply', { headers: who.service.writeHeaders, body: { suggestionId: id, text: ' ' } })).meta, 'invalidParams');

    const closed = await opsCall(t.app, 'POST', '/suggestions/close', { headers: who.service.writeHeaders, body: { suggestionId: id, note: '车队已确认' } });
    expect(closed.data.suggestion).toMatchObject({ status: 'closed', closeNote: '车队已确认' });
    expectFailure((await opsCall(t.app, 'POST', '/suggestions/reply', { headers: who.service.writeHeaders, body: { suggestionId: id, text: '再次回复' } })).meta, 'suggestionClosed');

    expect((await auditOf('suggestion.assign', id)).map((a) => a.operator_username)).toEqual(['fb-admin']);
    expect((await auditOf('suggestion.reply', id))[0]?.summary).toContain('已通知车队将空调调至 26 度');
    expect((await auditOf('suggestion.close', id))[0]?.summary).toContain('车队已确认');

    const seen = (await groupCall(t.app, 'GET', '/suggestion/detail', { headers, query: { suggestionId: id } })).data.suggestion;
    expect(seen).toMatchObject({ status: 'closed', replies: [{ text: '已通知车队将空调调至 26 度，感谢反馈' }] });
    expect(seen).not.toHaveProperty('closeNote');
    expect(seen).not.toHaveProperty('assignee');
    expect(seen.replies[0]).not.toHaveProperty('operatorName');
  });
});
