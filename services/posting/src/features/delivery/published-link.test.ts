import { describe, expect, it } from 'vitest';
import { posted } from './delivery.service';

describe("a published target's link", () => {
  it('is kept when the network gives an http or https URL', () => {
    expect(posted({ externalId: '1', url: 'https://www.facebook.com/1_2' })).toMatchObject({ status: 'posted', url: 'https://www.facebook.com/1_2' });
  });

  it('is dropped when the network gives any other scheme', () => {
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect(posted({ externalId: '1', url }), url).toMatchObject({ status: 'posted', externalId: '1', url: null });
    }
  });
});
