import { describe, expect, it } from 'vitest';
import { acceptFor, findUploadProblem } from './upload-rules';

const MB = 1024 * 1024;

describe('findUploadProblem', () => {
  it('takes pictures up to 5 MB as images, and refuses a PDF there', () => {
    expect(findUploadProblem('image', { type: 'image/png', size: 5 * MB })).toBeNull();
    expect(findUploadProblem('image', { type: 'image/png', size: 5 * MB + 1 })).toBe(
      'The image must be at most 5 MB.',
    );
    expect(findUploadProblem('image', { type: 'application/pdf', size: 10 })).toBe(
      'Choose a JPEG, PNG, WebP or GIF image.',
    );
  });

  it('takes a PDF or a photo up to 10 MB as a document, and nothing else', () => {
    expect(findUploadProblem('document', { type: 'application/pdf', size: 10 * MB })).toBeNull();
    expect(findUploadProblem('document', { type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(findUploadProblem('document', { type: 'application/pdf', size: 10 * MB + 1 })).toBe(
      'The document must be at most 10 MB.',
    );
    expect(findUploadProblem('document', { type: 'text/plain', size: 10 })).toBe(
      'Choose a PDF, or a JPEG, PNG or WebP photo.',
    );
  });

  it('offers the picker only the kind’s types', () => {
    expect(acceptFor('image')).toBe('image/jpeg,image/png,image/webp,image/gif');
    expect(acceptFor('document')).toBe('application/pdf,image/jpeg,image/png,image/webp');
  });
});
