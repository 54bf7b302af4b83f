import { expect, test } from 'vitest';
import { bidiSegments, isolateLatinRuns, withoutBidiControls } from './bidi';

/** The runs of a text, written with ⟨…⟩ around each left-to-right run, to read the cases at a glance. */
const runs = (text: string) =>
  bidiSegments(text)
    .map((segment) => (segment.ltr ? `⟨${segment.text}⟩` : segment.text))
    .join('');

test('each Latin word of an Arabic value is a run of its own, so the list keeps its right-to-left order', () => {
  expect(runs('WiFi أو LAN أو 4G')).toBe('⟨WiFi⟩ أو ⟨LAN⟩ أو ⟨4G⟩');
  expect(runs('SLAM باستخدام LiDAR وكاميرا العمق')).toBe('⟨SLAM⟩ باستخدام ⟨LiDAR⟩ وكاميرا العمق');
  expect(runs('RFID والرؤية الحاسوبية')).toBe('⟨RFID⟩ والرؤية الحاسوبية');
});

test('a figure is one run with its decimal point, range dash, sign and unit', () => {
  expect(runs('شاشة لمس مقاس 10.1 بوصة')).toBe('شاشة لمس مقاس ⟨10.1⟩ بوصة');
  expect(runs('6-8 ساعات من الاستخدام الفعلي')).toBe('⟨6-8⟩ ساعات من الاستخدام الفعلي');
  expect(runs('بـ32+ لغة')).toBe('بـ⟨32+⟩ لغة');
  expect(runs('بدقة 99.9%، على مدى')).toBe('بدقة ⟨99.9%⟩، على مدى');
  expect(runs('رؤية بزاوية 360° بكاميرات 4K.')).toBe('رؤية بزاوية ⟨360°⟩ بكاميرات ⟨4K⟩.');
  expect(runs('ينقل 25 kg بين الرفوف')).toBe('ينقل ⟨25 kg⟩ بين الرفوف');
  expect(runs('مدى 12 km تقريبًا')).toBe('مدى ⟨12 km⟩ تقريبًا');
  expect(runs('اتصلوا على +971 4 000 0000')).toBe('اتصلوا على ⟨+971 4 000 0000⟩');
});

test('a name with spaces, hyphens or a spaced plus stays one run', () => {
  expect(runs('يدعم Wi-Fi 6 وBluetooth')).toBe('يدعم ⟨Wi-Fi 6⟩ و⟨Bluetooth⟩');
  expect(runs('Tara Gen 1 · الاستقبال')).toBe('⟨Tara Gen 1⟩ · الاستقبال');
  expect(runs('تقنية LiDAR + SLAM للملاحة')).toBe('تقنية ⟨LiDAR + SLAM⟩ للملاحة');
  expect(runs('شركة iHub Robotics في الهند')).toBe('شركة ⟨iHub Robotics⟩ في الهند');
});

test('a comma with a space, an Arabic comma or a sentence end closes a run', () => {
  expect(runs('عبر WiFi، LAN أو 4G')).toBe('عبر ⟨WiFi⟩، ⟨LAN⟩ أو ⟨4G⟩');
  expect(runs('عبر WiFi, LAN')).toBe('عبر ⟨WiFi⟩, ⟨LAN⟩');
  expect(runs('بتقنية RFID.')).toBe('بتقنية ⟨RFID⟩.');
  expect(runs('(RFID) والرؤية')).toBe('(⟨RFID⟩) والرؤية');
});

test('a value with no Arabic letter is one run, punctuation and all; one with neither letters nor digits has none', () => {
  expect(runs('WiFi, LAN or 4G')).toBe('⟨WiFi, LAN or 4G⟩');
  expect(runs('About 40 kg.')).toBe('⟨About 40 kg.⟩');
  expect(runs('32+')).toBe('⟨32+⟩');
  expect(runs(' Tara ')).toBe(' ⟨Tara⟩ ');
  expect(runs(' · ')).toBe(' · ');
  expect(bidiSegments('')).toEqual([]);
});

test('Arabic text without Latin letters or digits is left as it is', () => {
  expect(bidiSegments('نحو أربعين كيلوغرامًا')).toEqual([{ text: 'نحو أربعين كيلوغرامًا', ltr: false }]);
});

test('the pieces give the text back', () => {
  const text = 'يستقبل Tara Greet الزوار: طوله 5 أقدام، و32+ لغة.';
  expect(
    bidiSegments(text)
      .map((segment) => segment.text)
      .join(''),
  ).toBe(text);
});

test('plain text gets LRI and PDI around each run, and any older marks are dropped first', () => {
  expect(isolateLatinRuns('WiFi أو LAN أو 4G')).toBe('\u2066WiFi\u2069 أو \u2066LAN\u2069 أو \u20664G\u2069');
  expect(isolateLatinRuns('\u20685 أقدام\u2069')).toBe('\u20665\u2069 أقدام');
  expect(isolateLatinRuns('About 40 kg')).toBe('\u2066About 40 kg\u2069');
  expect(isolateLatinRuns('نحو')).toBe('نحو');
});

test('every directional formatting character is dropped, and nothing else', () => {
  const marks = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
  expect(withoutBidiControls(`a${marks}b ب\u200D`)).toBe('ab ب\u200D');
  expect(withoutBidiControls(`x\u2069`)).toBe('x');
  expect(withoutBidiControls('WiFi أو LAN')).toBe('WiFi أو LAN');
});
