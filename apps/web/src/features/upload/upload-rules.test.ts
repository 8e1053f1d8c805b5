import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@backoffice/api-client';
import { checkUploadFile, parseNumProblems } from './upload-rules.ts';

describe('checkUploadFile (docs/product/validation.md, limits.md)', () => {
  it('accepts PDF, JPG, JPEG and PNG files up to 5 MB, whatever the case of the name', () => {
    for (const name of ['blatt.pdf', 'foto.JPG', 'scan.jpeg', 'Seite 2.Png']) {
      expect(checkUploadFile({ name, size: 1000 })).toBeNull();
    }
    expect(checkUploadFile({ name: 'blatt.pdf', size: MAX_FILE_BYTES })).toBeNull();
  });

  it('refuses other types, even when the name only contains an allowed one', () => {
    for (const name of ['aufgaben.docx', 'bild.gif', 'blatt.pdf.exe', 'pdf', 'notizen.txt']) {
      expect(checkUploadFile({ name, size: 1000 })).toBe('type');
    }
  });

  it('refuses JPG and PNG files where the server cannot read images, PDFs stay', () => {
    for (const name of ['foto.JPG', 'scan.jpeg', 'seite.png']) {
      expect(checkUploadFile({ name, size: 1000 }, false)).toBe('image');
    }
    expect(checkUploadFile({ name: 'blatt.PDF', size: 1000 }, false)).toBeNull();
    expect(checkUploadFile({ name: 'aufgaben.docx', size: 1000 }, false)).toBe('type');
  });

  it('refuses files over 5 MB and empty files', () => {
    expect(checkUploadFile({ name: 'blatt.pdf', size: MAX_FILE_BYTES + 1 })).toBe('size');
    expect(checkUploadFile({ name: 'blatt.pdf', size: 0 })).toBe('empty');
  });
});

describe('parseNumProblems (docs/product/validation.md: 1-50, default 10)', () => {
  it('takes a number within 1-50 as it is', () => {
    expect(parseNumProblems('1')).toBe(1);
    expect(parseNumProblems('25')).toBe(25);
    expect(parseNumProblems(50)).toBe(50);
  });

  it('keeps numbers outside the range at its ends and rounds fractions', () => {
    expect(parseNumProblems('0')).toBe(1);
    expect(parseNumProblems('-3')).toBe(1);
    expect(parseNumProblems('51')).toBe(50);
    expect(parseNumProblems('1000')).toBe(50);
    expect(parseNumProblems('7.6')).toBe(8);
  });

  it('falls back to 10 for anything that is not a number', () => {
    for (const value of ['', '  ', 'zehn', '3a', 'NaN', 'Infinity', Number.NaN]) {
      expect(parseNumProblems(value)).toBe(10);
    }
  });
});
