import { describe, expect, it } from 'vitest';
import {
  checkCooperationLead,
  checkSuggestion,
  cooperationMessages,
  photoOrientationTransform,
  SUGGESTION_PHOTO_MAX_BYTES,
  suggestionMessages,
} from './feedback-rules';

const suggestion = { category: 'driver', content: '司机在科技园站没有停车，我等了十分钟', contactPhone: '', photos: [] };
const lead = { company: '深圳前海科技有限公司', contactName: '李经理', phone: '13812345678', kind: 'enterpriseShuttle', message: '我司约 300 名员工需要早晚通勤班车' };

describe('checkSuggestion', () => {
  it('passes a complete form; the phone and the photos are optional', () => {
    expect(checkSuggestion(suggestion)).toEqual({});
    expect(checkSuggestion({ ...suggestion, contactPhone: '13912345678', photos: [{ type: 'image/webp', size: SUGGESTION_PHOTO_MAX_BYTES }] })).toEqual({});
  });

  it('names every field that fails, in the words the page and the server show', () => {
    expect(checkSuggestion({ category: null, content: '  ', contactPhone: '12345', photos: [{ type: 'image/gif', size: 10 }] })).toEqual({
      category: suggestionMessages.categoryRequired,
      content: suggestionMessages.contentRequired,
      contactPhone: suggestionMessages.phoneInvalid,
      photos: suggestionMessages.photoWrongType,
    });
    expect(checkSuggestion({ ...suggestion, category: 'bribery' }).category).toBe(suggestionMessages.categoryRequired);
    expect(checkSuggestion({ ...suggestion, content: '太慢了' }).content).toBe(suggestionMessages.contentTooShort);
    expect(checkSuggestion({ ...suggestion, content: '慢'.repeat(501) }).content).toBe(suggestionMessages.contentTooLong);
    // An emoji is one character as the passenger counts.
    expect(checkSuggestion({ ...suggestion, content: '😀'.repeat(500) })).toEqual({});
    expect(checkSuggestion({ ...suggestion, photos: [1, 2, 3, 4].map(() => ({ type: 'image/png', size: 1 })) }).photos).toBe(suggestionMessages.tooManyPhotos);
    expect(checkSuggestion({ ...suggestion, photos: [{ type: 'image/jpeg', size: SUGGESTION_PHOTO_MAX_BYTES + 1 }] }).photos).toBe(suggestionMessages.photoTooLarge);
  });
});

describe('checkCooperationLead', () => {
  it('passes a complete lead', () => expect(checkCooperationLead(lead)).toEqual({}));

  it('names every field that fails', () => {
    expect(checkCooperationLead({ company: '', contactName: '', phone: '', kind: null, message: '' })).toEqual({
      company: cooperationMessages.companyRequired,
      contactName: cooperationMessages.contactNameRequired,
      phone: cooperationMessages.phoneRequired,
      kind: cooperationMessages.kindRequired,
      message: cooperationMessages.messageRequired,
    });
    expect(checkCooperationLead({ ...lead, phone: '1381234567' }).phone).toBe(cooperationMessages.phoneInvalid);
    expect(checkCooperationLead({ ...lead, phone: '12812345678' }).phone).toBe(cooperationMessages.phoneInvalid);
    expect(checkCooperationLead({ ...lead, company: '某' }).company).toBe(cooperationMessages.companyTooShort);
    expect(checkCooperationLead({ ...lead, company: '公'.repeat(51) }).company).toBe(cooperationMessages.companyTooLong);
    expect(checkCooperationLead({ ...lead, kind: 'lottery' }).kind).toBe(cooperationMessages.kindRequired);
    expect(checkCooperationLead({ ...lead, message: '合作' }).message).toBe(cooperationMessages.messageTooShort);
  });
});

describe('photoOrientationTransform', () => {
  it('turns a photo upright by its Exif orientation', () => {
    expect(photoOrientationTransform(1)).toBeUndefined();
    expect(photoOrientationTransform(6)).toBe('rotate(90deg)');
    expect(photoOrientationTransform(8)).toBe('rotate(-90deg)');
    expect(photoOrientationTransform(3)).toBe('rotate(180deg)');
  });
});
