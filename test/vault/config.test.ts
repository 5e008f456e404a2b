import { describe, expect, it } from 'vitest';
import { parseVaultConfig, DEFAULT_LAYOUT, splitCommand } from '../../src/vault/config.js';
import { specPath } from '../../src/vault/periodic-spec.js';

const parse = (yaml: string) => parseVaultConfig(yaml, '/v/.skill/config.yaml', '/v');

describe('vault config', () => {
  it('defaults to the DESIGN.md layout', () => {
    const c = parseVaultConfig(undefined, undefined, '/v');
    expect(c.layout).toEqual(DEFAULT_LAYOUT);
    expect(c.calendars).toEqual([{ type: 'ics', name: 'calendars', path: '/v/.skill/calendars', optional: true }]);
    expect(c.sessions.keep).toBe(10);
  });

  it('overrides any path or pattern', () => {
    const c = parse('layout:\n  people: Team\n  periodic:\n    daily: Journal/{year}/{date}.md\n  captive:\n    today: Now.md\n');
    expect(c.layout.people).toBe('Team');
    expect(c.layout.captive.today).toBe('Now.md');
    expect(c.layout.captive.week).toBe(DEFAULT_LAYOUT.captive.week);
    expect(specPath(c.layout.periodic.daily, '2026-11-23', c.layout.date)).toBe('Journal/2026/2026-11-23.md');
    expect(c.layout.origins.people).toBe('/v/.skill/config.yaml (layout.people)');
  });

  it('takes moment.js formats, in one line or as Obsidian writes them', () => {
    const c = parse(
      [
        'layout:',
        '  periodic:',
        '    daily: Journal/Daily/YYYY/MM/YYYY-MM-DD.md',
        '    weekly: Weekly/gggg-[W]ww',
        '    monthly: { folder: Journal/Monthly, format: "MMMM YYYY", template: Templates/Month.md }',
        '    quarterly: Journal/{quarter}.md',
        '  locale: en-GB',
        '',
      ].join('\n'),
    );
    expect(c.layout.periodic.daily).toEqual({ syntax: 'moment', folder: 'Journal/Daily', format: 'YYYY/MM/YYYY-MM-DD' });
    expect(c.layout.periodic.monthly).toEqual({
      syntax: 'moment',
      folder: 'Journal/Monthly',
      format: 'MMMM YYYY',
      template: 'Templates/Month.md',
    });
    expect(specPath(c.layout.periodic.daily, '2026-11-23', c.layout.date)).toBe('Journal/Daily/2026/11/2026-11-23.md');
    // en-gb counts weeks from Monday, with the ISO rule for week 1.
    expect(specPath(c.layout.periodic.weekly, '2027-01-01', c.layout.date)).toBe('Weekly/2026-W53.md');
    expect(specPath(c.layout.periodic.monthly, '2026-11-23', c.layout.date)).toBe('Journal/Monthly/November 2026.md');
    expect(specPath(c.layout.periodic.quarterly, '2026-11-23', c.layout.date)).toBe('Journal/2026-Q4.md');
    expect(c.layout.origins.locale).toBe('/v/.skill/config.yaml (layout.locale)');
  });

  it('reads calendar sources', () => {
    const c = parse(
      'calendars:\n  - path: cal/work.ics\n  - name: mac\n    command: ekctl list events --from "{start}"\n    format: ekctl-json\n    timeout: 2s\n    max_bytes: 1MB\n',
    );
    expect(c.calendars).toEqual([
      { type: 'ics', name: 'work.ics', path: '/v/cal/work.ics' },
      {
        type: 'command',
        name: 'mac',
        command: ['ekctl', 'list', 'events', '--from', '{start}'],
        format: 'ekctl-json',
        timeoutMs: 2000,
        maxBytes: 1048576,
      },
    ]);
  });

  it('reads the write caps, leaving unset ones to the Stage defaults', () => {
    expect(parseVaultConfig(undefined, undefined, '/v').writes).toEqual({});
    expect(parse('writes:\n  max_notes: 3\n  max_bytes_per_note: 8KB\n').writes).toEqual({ maxFiles: 3, maxBytesPerFile: 8192 });
    expect(parse('writes:\n  max_bytes: 2MB\n').writes).toEqual({ maxBytesTotal: 2 * 1024 * 1024 });
  });

  it('reads me: as a list of addresses and names, as one of them, or as the older mapping', () => {
    expect(parse('me: [Alex@Example.com, "Alex Morgan", mailto:alex.m@work.example, A. Morgan]\n').me).toEqual({
      names: ['Alex Morgan', 'A. Morgan'],
      emails: ['alex@example.com', 'alex.m@work.example'],
    });
    expect(parse('me: alex@example.com\n').me).toEqual({ names: [], emails: ['alex@example.com'] });
    expect(parse('me: { name: Alex Morgan, emails: [ALEX@example.com] }\n').me).toEqual({
      names: ['Alex Morgan'],
      emails: ['alex@example.com'],
    });
    expect(parseVaultConfig(undefined, undefined, '/v').me).toEqual({ names: [], emails: [] });
  });

  it('reads not_people: in place of the default address patterns', () => {
    expect(parseVaultConfig(undefined, undefined, '/v').notPeople).toContain('*@virtual');
    expect(parse('not_people: ["*@rooms.example.com", "bot@*"]\n').notPeople).toEqual(['*@rooms.example.com', 'bot@*']);
  });

  const errors: [string, string][] = [
    ['me:\n  mail: a@b.c', 'me.mail: unknown key'],
    ['me: ["", x@y.z]', 'me[0]: should be non-empty text'],
    ['not_people: [""]', 'not_people[0]: should be non-empty text'],
    ['layout:\n  people: /etc', 'layout.people: should be a path inside the vault'],
    [
      'layout:\n  periodic:\n    daily: Daily/notes.md',
      "layout.periodic.daily: needs a date in the note's name: a moment.js format such as Daily/YYYY-MM-DD.md",
    ],
    ['layout:\n  periodic:\n    daily: Daily/{month}.md', 'layout.periodic.daily: a daily pattern needs a placeholder'],
    [
      'layout:\n  periodic:\n    daily: Daily/YYYY-MM-DD HHmm',
      'layout.periodic.daily: format "YYYY-MM-DD HHmm": the token HH is not supported',
    ],
    [
      'layout:\n  periodic:\n    weekly: Weekly/YYYY-MM',
      'layout.periodic.weekly: format "YYYY-MM" gives the same note (Weekly/2026-11.md) for two weeks',
    ],
    ['layout:\n  periodic:\n    daily: { folder: Daily }', 'layout.periodic.daily: needs format:'],
    ['layout:\n  locale: klingon', 'layout.locale: unknown locale "klingon"'],
    ['layout:\n  week_start: someday', 'layout.week_start: should be one of sunday, monday'],
    ['layout:\n  periodic:\n    weekly: W/{wek}.md', 'layout.periodic.weekly: unknown placeholder {wek}'],
    ['calender: []', 'calender: unknown key (did you mean calendars?)'],
    ['layot:\n  people: P', '/v/.skill/config.yaml:1: layot: unknown key (did you mean layout?)'],
    ['gather:\n  timout: 10s', '/v/.skill/config.yaml:2: gather.timout: unknown key (did you mean timeout?)'],
    ['calendars:\n  - pth: work.ics', '/v/.skill/config.yaml:2: calendars[0].pth: unknown key (did you mean path?)'],
    ['colour: blue', 'colour: unknown key (known keys: layout, calendars, one_on_one_patterns'],
    ['calendars:\n  - name: x', 'calendars[0]: needs exactly one of path:'],
    ['calendars:\n  - command: x\n    format: json', 'calendars[0].format: should be one of ekctl-json, ics, tsv'],
    ['calendars:\n  - command: x\n    timeout: soon', 'calendars[0].timeout: should be a duration'],
    ['search:\n  engine: google', 'search.engine: should be one of builtin, qmd, auto'],
    ['sessions:\n  keep: 0', 'sessions.keep: should be at least 1'],
    ['writes:\n  max_notes: 0', 'writes.max_notes: should be at least 1'],
    ['writes:\n  max_bytes: lots', 'writes.max_bytes: should be a size such as 200KB or 5MB'],
    ['a: [1, 2', '/v/.skill/config.yaml:1: invalid YAML'],
    // Adversarial pass 2 (f24): 99999999999d reached setTimeout and ended the run with "internal error".
    ['gather:\n  timeout: 99999999999d', '/v/.skill/config.yaml:2: gather.timeout: should be at most 1d'],
    ['calendars:\n  - command: x\n    timeout: 30d', '/v/.skill/config.yaml:3: calendars[0].timeout: should be at most 1d'],
    ['sessions:\n  keep_undo: 99999999999d', '/v/.skill/config.yaml:2: sessions.keep_undo: should be at most 36500d'],
  ];
  for (const [yaml, message] of errors) {
    it(`reports ${message.split(':')[0]} with the key path`, () => {
      expect(() => parse(yaml)).toThrow(message);
    });
  }

  it('splits a command string like a shell would, without a shell', () => {
    expect(splitCommand(`gcalcli agenda --tsv "{start}" '{end}'`)).toEqual(['gcalcli', 'agenda', '--tsv', '{start}', '{end}']);
  });
});

describe('vault config: model tiers on a local server', () => {
  it('a tier is a model id, or a local server with its model and context size', () => {
    const c = parse(
      'models:\n  fast:\n    model: qwen3:8b\n    base_url: http://localhost:11434/\n    context_tokens: 32768\n  main: claude-sonnet-5-5\n',
    );
    expect(c.models).toEqual({
      fast: 'qwen3:8b',
      main: 'claude-sonnet-5-5',
      local: { fast: { baseUrl: 'http://localhost:11434', contextTokens: 32768, apiKeyEnv: undefined } },
    });
    expect(
      parse('models:\n  main: { model: m, base_url: "http://127.0.0.1:1234", api_key_env: LMSTUDIO_KEY }\n').models.local.main,
    ).toEqual({ baseUrl: 'http://127.0.0.1:1234', contextTokens: 8192, apiKeyEnv: 'LMSTUDIO_KEY' });
    expect(parse('models:\n  main: claude-opus-5-5\n').models.local).toEqual({});
  });

  it.each([
    ['models:\n  fast: { base_url: "http://localhost:11434" }\n', 'models.fast: needs model:'],
    ['models:\n  fast: { model: m }\n', 'models.fast.base_url: needs base_url:'],
    ['models:\n  fast: { model: m, base_url: "localhost:11434" }\n', 'models.fast.base_url: "localhost:11434" is not an http(s) URL'],
    ['models:\n  fast: { model: m, base_url: "http://h", context_tokens: 100 }\n', 'models.fast.context_tokens: should be at least 1024'],
    [
      'models:\n  main: { model: m, base_url: "http://h", contex_tokens: 4096 }\n',
      'models.main.contex_tokens: unknown key (did you mean context_tokens?)',
    ],
    [
      'models:\n  main: { model: m, base_url: "http://h", api_key_env: "my key" }\n',
      'models.main.api_key_env: should be the name of an environment variable',
    ],
  ])('names the key of a bad tier: %j', (yaml, message) => {
    expect(() => parse(yaml)).toThrow(message);
  });
});
