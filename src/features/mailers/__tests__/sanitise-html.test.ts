import { safeHref, sanitiseHtml } from '../sanitise-html';

describe('sanitiseHtml: what it keeps', () => {
  it('keeps the allowed tags, rewritten without their attributes', () => {
    expect(sanitiseHtml('<h1 class="x">Title</h1><p style="color:red">A <strong>b</strong> <em>c</em><br/>d</p><ul><li>1</li></ul><ol><li>2</li></ol><h2>x</h2><h3>y</h3>')).toBe(
      '<h1>Title</h1><p>A <strong>b</strong> <em>c</em><br>d</p><ul><li>1</li></ul><ol><li>2</li></ol><h2>x</h2><h3>y</h3>',
    );
  });

  it('keeps http(s) and mailto links, with rel added', () => {
    expect(sanitiseHtml('<a href="https://ehs.example/i/7" target="_blank">open</a>')).toBe('<a href="https://ehs.example/i/7" rel="noopener noreferrer">open</a>');
    expect(sanitiseHtml("<a href='mailto:hse@acme.test'>mail</a>")).toBe('<a href="mailto:hse@acme.test" rel="noopener noreferrer">mail</a>');
    expect(sanitiseHtml('<A HREF=http://a.test/?x=1&amp;y=2>x</A>')).toBe('<a href="http://a.test/?x=1&amp;y=2" rel="noopener noreferrer">x</a>');
  });

  it('escapes text and keeps entities already written', () => {
    expect(sanitiseHtml('1 < 2 & 3 > 2 &amp; &copy; "q"')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &copy; "q"');
  });

  it('closes what is left open and ignores stray closing tags', () => {
    expect(sanitiseHtml('<p><strong>bold</p></li>tail')).toBe('<p><strong>bold</strong></p>tail');
  });
});

describe('sanitiseHtml: XSS corpus (OWASP XSS Filter Evasion Cheat Sheet)', () => {
  const cases: [string, string][] = [
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//xss.test/x.js></SCRIPT>ok', 'ok'],
    ['<style>body{background:url(javascript:alert(1))}</style>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<p onclick="alert(1)" onmouseover=alert(2)>ok</p>', '<p>ok</p>'],
    ['<svg onload=alert(1)><script>alert(2)</script></svg>ok', 'ok'],
    ['<iframe src="javascript:alert(1)"></iframe>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="https://ok.test" onclick="alert(1)">x</a>', '<a href="https://ok.test" rel="noopener noreferrer">x</a>'],
    ['<a href="https://ok.test/"onmouseover="alert(1)">x</a>', '<a href="https://ok.test/" rel="noopener noreferrer">x</a>'],
    ['<a href="https://x.test/&quot;onclick=&quot;alert(1)">x</a>', '<a href="https://x.test/&quot;onclick=&quot;alert(1)" rel="noopener noreferrer">x</a>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<!--<script>alert(1)</script>-->ok', 'ok'],
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'alert(1)]]&gt;ok'],
    ['<body onload=alert(1)>ok', 'ok'],
    ['<div style="background:url(javascript:alert(1))">ok</div>', 'ok'],
    ['<math><mtext><script>alert(1)</script></mtext></math>ok', 'ok'],
    ['<p title="</p><script>alert(1)</script>">ok</p>', '<p>ok</p>'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<script>never closed', ''],
    ['<form action=javascript:alert(1)><button>x</button></form>', 'x'],
  ];
  it.each(cases)('%s', (input, expected) => {
    const out = sanitiseHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|<img|<svg|<iframe|\son\w+=|javascript:/i);
  });

  it('safeHref refuses everything but http(s) and mailto', () => {
    expect(safeHref('https://a.test')).toBe('https://a.test');
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref('java\nscript:alert(1)')).toBeNull();
    expect(safeHref('ftp://a.test')).toBeNull();
  });
});
