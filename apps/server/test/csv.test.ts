// The CSV writer and download names (src/lib/csv.ts) and the progress file (classes/progress.ts),
// without a server.
import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentHeader, berlinMinute, csvDocument, csvField } from '../src/lib/csv.ts';
import { progressCsv, progressFileName } from '../src/modules/classes/progress.ts';

describe('csvField', () => {
  it('leaves plain texts and numbers as they are, and writes nothing for none', () => {
    expect(csvField('Fischer')).toBe('Fischer');
    expect(csvField('Müller-Lüdenscheidt')).toBe('Müller-Lüdenscheidt');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field with ;, " or a line break and doubles its quotes', () => {
    expect(csvField('Meier; Schulz')).toBe('"Meier; Schulz"');
    expect(csvField('Anna "Nan"')).toBe('"Anna ""Nan"""');
    expect(csvField('zwei\nZeilen')).toBe('"zwei\nZeilen"');
    expect(csvField('CR\rLF')).toBe('"CR\rLF"');
    expect(csvField('Komma, ok')).toBe('Komma, ok');
  });

  it('guards a text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('+49 170')).toBe("'+49 170");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    // Numbers the server writes are not texts: a count stays a number.
    expect(csvField(-1)).toBe('-1');
  });
});

describe('csvDocument', () => {
  it('starts with the byte order mark and ends every line with CRLF', () => {
    expect(csvDocument([['a', 'b'], ['c;d', 1]])).toBe('\uFEFFa;b\r\n"c;d";1\r\n');
    expect(csvDocument([])).toBe('\uFEFF');
  });
});

describe('download names', () => {
  it('makes an ASCII fallback without accents, runs of others as one _', () => {
    expect(asciiFileName('Fortschritt_5a.csv')).toBe('Fortschritt_5a.csv');
    expect(asciiFileName('Brüche & Co.csv')).toBe('Bruche_Co.csv');
    expect(asciiFileName('Прогрес_5а.csv')).toBe('5_.csv');
    expect(asciiFileName('Прогрес.csv')).toBe('download.csv');
  });

  it('sends filename and filename* (UTF-8, percent-encoded) without quotes or path characters', () => {
    expect(attachmentHeader('Fortschritt_5a.csv')).toBe(`attachment; filename="Fortschritt_5a.csv"; filename*=UTF-8''Fortschritt_5a.csv`);
    const header = attachmentHeader('a"b/c\\d\ne\'f.csv');
    expect(header).toBe(`attachment; filename="a_b_c_d_e_f.csv"; filename*=UTF-8''a_b_c_d_e%27f.csv`);
  });

  it('names the progress file in the language, with the class name made safe', () => {
    expect(progressFileName('5a', 'de')).toBe('Fortschritt_5a.csv');
    expect(progressFileName('5a', 'en')).toBe('Progress_5a.csv');
    expect(progressFileName('5a', 'es')).toBe('Progreso_5a.csv');
    expect(progressFileName('5a', 'ru')).toBe('Прогресс_5a.csv');
    expect(progressFileName('5a', 'uk')).toBe('Прогрес_5a.csv');
    expect(progressFileName(' 7 b/../x ', 'de')).toBe('Fortschritt_7_b_.._x.csv');
  });
});

describe('berlinMinute', () => {
  it('writes Berlin time, summer and winter, to the minute', () => {
    expect(berlinMinute('2026-11-24T15:40:59Z')).toBe('2026-11-24 16:40');
    expect(berlinMinute('2026-07-01T22:05:00Z')).toBe('2026-07-02 00:05');
    expect(berlinMinute(null)).toBe('');
  });
});

describe('progressCsv', () => {
  it('writes the contract example', () => {
    const csv = progressCsv(
      {
        class_id: 11,
        name: '5a',
        problems: [101, 102, 103].map((problem_id, i) => ({ problem_id, problemset_id: 1, problemset_name: 'Bruchrechnung', ordering: i + 1, label: '' })),
        students: [
          { student_id: 'k7m2q9xw4tfa', firstname: 'Lena', lastname: 'Fischer', lastlogin: null, conversation_count: 3, solved_count: 1, assigned_count: 3, last_activity: '2026-11-24T15:40:00Z' },
          { student_id: 'p3r8t2vb6nqe', firstname: 'Jonas', lastname: 'Weber', lastlogin: null, conversation_count: 0, solved_count: 0, assigned_count: 0, last_activity: null },
        ],
        cells: [
          { student_id: 'k7m2q9xw4tfa', problem_id: 101, solved: true, quiz: false, last_changed: null },
          { student_id: 'k7m2q9xw4tfa', problem_id: 102, solved: false, quiz: true, last_changed: null },
          { student_id: 'k7m2q9xw4tfa', problem_id: 103, solved: false, quiz: false, last_changed: null },
        ],
      },
      'de',
    );
    expect(csv).toBe(
      '\uFEFFNachname;Vorname;Bruchrechnung: 101;Bruchrechnung: 102;Bruchrechnung: 103;Gelöst;Zugewiesen;Letzte Aktivität\r\nFischer;Lena;x;q;o;1;3;2026-11-24 16:40\r\nWeber;Jonas;;;;0;0;\r\n',
    );
  });
});
