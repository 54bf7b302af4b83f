import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { loadSite } from '~/content/load.server';
import { SiteContext } from '~/islands/site';
import { BidiText } from './BidiText';

const arabic = (text: string) =>
  renderToStaticMarkup(
    <SiteContext value={loadSite('ar')}>
      <BidiText text={text} />
    </SiteContext>,
  );

test('on a left-to-right page a value is one isolate, its figures kept on one line', () => {
  expect(renderToStaticMarkup(<BidiText text="6-8 hours of active use" />)).toBe(
    '<bdi><span class="keep-together">6-8\u00A0hours</span> of active use</bdi>',
  );
});

test('right to left, a number and its Arabic unit stay on one line', () => {
  expect(arabic('8 ساعات')).toBe('<span class="keep-together"><bdi dir="ltr">8</bdi>\u00A0ساعات</span>');
});

test('right to left, a Latin run stays one isolate, in its order, with its hyphenated word kept whole', () => {
  expect(arabic('LiDAR + depth-camera SLAM')).toBe('<bdi dir="ltr">LiDAR + <span class="keep-together">depth-camera</span> SLAM</bdi>');
  expect(arabic('WiFi أو LAN أو 4G')).toBe('<bdi dir="ltr">WiFi</bdi> أو <bdi dir="ltr">LAN</bdi> أو <bdi dir="ltr">4G</bdi>');
});

test('right to left, a Latin name among Arabic words stays whole with its brackets, in its order', () => {
  expect(arabic('ذكاء اصطناعي طرفي (Edge AI) مع مزامنة سحابية')).toBe(
    'ذكاء اصطناعي طرفي <span class="keep-together"><bdi dir="ltr">(Edge AI)</bdi></span> مع مزامنة سحابية',
  );
  expect(arabic('يتصل عبر Wi-Fi 6 أو 5G')).toBe(
    'يتصل عبر <span class="keep-together"><bdi dir="ltr"><span class="keep-together">Wi-Fi</span> 6</bdi>\u00A0أو</span> <bdi dir="ltr">5G</bdi>',
  );
});
