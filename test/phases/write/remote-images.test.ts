import { describe, expect, test } from 'vitest';
import { newRemoteImages, remoteImageUrls } from '../../../src/phases/write/remote-images.js';

describe('remoteImageUrls', () => {
  test.each([
    ['![a](https://x.example/a.png)', 'https://x.example/a.png'],
    ['![a](HTTP://x.example/a.png "title")', 'HTTP://x.example/a.png'],
    ['![a [nested] alt](https://x.example/n.png)', 'https://x.example/n.png'],
    ['![a](\n  https://x.example/nl.png)', 'https://x.example/nl.png'],
    ['![a](ftp://x.example/f.png)', 'ftp://x.example/f.png'],
    ['![a](&#x68;ttps://x.example/e.png)', 'https://x.example/e.png'],
    ['![a](https&colon;//x.example/c.png)', 'https://x.example/c.png'],
    ['![ref]\n\n[REF]: <https://x.example/r.png>', 'https://x.example/r.png'],
    ['![alt][]\n[alt]: https://x.example/e2.png', 'https://x.example/e2.png'],
    ['<IMG SRC=https://x.example/i.png>', 'https://x.example/i.png'],
    ['<video poster="//x.example/p.jpg"></video>', '//x.example/p.jpg'],
    ['<img srcset="a.png 1x, https://x.example/2x.png 2x">', 'https://x.example/2x.png'],
    ['<span style=\'background: url( "https://x.example/bg.png" )\'>', 'https://x.example/bg.png'],
  ])('finds the remote image in %j', (text, url) => {
    expect([...remoteImageUrls(text)]).toContain(url);
  });

  test.each([
    ['a link', '[a](https://x.example/page)'],
    ['an autolink', '<https://x.example/>'],
    ['a bare URL', 'see https://x.example/a.png'],
    ['a local image', '![a](attachments/a.png)'],
    ['an Obsidian embed', '![[a.png]]'],
    ['a data URI', '![a](data:image/png;base64,AAAA)'],
    ['a reference definition used only by a link', '[see][r]\n[r]: https://x.example/r.png'],
    ['an anchor tag', '<a href="https://x.example/">x</a>'],
  ])('ignores %s', (_name, text) => {
    expect(remoteImageUrls(text).size).toBe(0);
  });
});

test('newRemoteImages reports only images the note did not have', () => {
  const before = 'x ![a](https://x.example/old.png)';
  expect(newRemoteImages(before, `${before}\n![b](https://x.example/old.png)`)).toEqual([]);
  expect(newRemoteImages(before, `${before}\n![b](https://x.example/new.png)`)).toEqual(['https://x.example/new.png']);
  expect(newRemoteImages(null, '![b](//x.example/n.png)')).toEqual(['//x.example/n.png']);
});
