import { describe, expect, it } from 'vitest';
import {
  MAX_VIDEO_BYTES,
  VIDEO_MESSAGES,
  titleFromFileName,
  videoContentType,
  videoFileProblem,
} from './videoFile';

describe('video files for upload', () => {
  it('takes MP4, WebM and MOV by type or by extension', () => {
    expect(videoContentType({ name: 'a.mp4', type: 'video/mp4' })).toBe('video/mp4');
    expect(videoContentType({ name: 'a.MOV', type: '' })).toBe('video/quicktime');
    expect(videoContentType({ name: 'a.webm', type: 'application/octet-stream' })).toBe(
      'video/webm',
    );
    expect(videoContentType({ name: 'a.avi', type: 'video/x-msvideo' })).toBeNull();
    expect(videoContentType({ name: 'notes.pdf', type: 'application/pdf' })).toBeNull();
  });

  it('says in German what is wrong with a file', () => {
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: 10 })).toBeNull();
    expect(videoFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe(
      VIDEO_MESSAGES.wrongType,
    );
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 })).toBe(
      VIDEO_MESSAGES.tooLarge,
    );
    expect(
      videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES }),
    ).toBeNull();
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: 0 })).toBe(
      VIDEO_MESSAGES.empty,
    );
  });

  it('makes a first title of the file name', () => {
    expect(titleFromFileName('Kundengespräch_final-v2.mp4')).toBe('Kundengespräch final-v2');
    expect(titleFromFileName('follow-up.mp4')).toBe('follow-up');
    expect(titleFromFileName('ohne')).toBe('ohne');
  });
});
