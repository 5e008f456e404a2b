import { describe, expect, it } from 'vitest';
import { parseVaultConfig, DEFAULT_LAYOUT, splitCommand } from '../../src/vault/config.js';
import { expandPattern } from '../../src/vault/layout.js';

const parse = (yaml: string) => parseVaultConfig(yaml, '/v/.skill/config.yaml', '/v');

describe('vault config', () => {
  it('defaults to the DESIGN.md layout', () => {
    const c = parseVaultConfig(undefined, undefined, '/v');
    expect(c.layout).toEqual(DEFAULT_LAYOUT);
    expect(c.calendars).toEqual([{ type: 'ics', name: 'calendars', path: '/v/.skill/calendars' }]);
    expect(c.sessions.keep).toBe(10);
  });

  it('overrides any path or pattern', () => {
    const c = parse('layout:\n  people: Team\n  periodic:\n    daily: Journal/{year}/{date}.md\n  captive:\n    today: Now.md\n');
    expect(c.layout.people).toBe('Team');
    expect(c.layout.captive.today).toBe('Now.md');
    expect(c.layout.captive.week).toBe(DEFAULT_LAYOUT.captive.week);
    expect(expandPattern(c.layout.periodic.daily, '2026-11-23')).toBe('Journal/2026/2026-11-23.md');
  });

  it('reads calendar sources', () => {
    const c = parse('calendars:\n  - path: cal/work.ics\n  - name: mac\n    command: ekctl list events --from "{start}"\n    format: ekctl-json\n    timeout: 2s\n    max_bytes: 1MB\n');
    expect(c.calendars).toEqual([
      { type: 'ics', name: 'work.ics', path: '/v/cal/work.ics' },
      { type: 'command', name: 'mac', command: ['ekctl', 'list', 'events', '--from', '{start}'], format: 'ekctl-json', timeoutMs: 2000, maxBytes: 1048576 },
    ]);
  });

  it('reads the write caps, leaving unset ones to the Stage defaults', () => {
    expect(parseVaultConfig(undefined, undefined, '/v').writes).toEqual({});
    expect(parse('writes:\n  max_notes: 3\n  max_bytes_per_note: 8KB\n').writes).toEqual({ maxFiles: 3, maxBytesPerFile: 8192 });
    expect(parse('writes:\n  max_bytes: 2MB\n').writes).toEqual({ maxBytesTotal: 2 * 1024 * 1024 });
  });

  const errors: [string, string][] = [
    ['layout:\n  people: /etc', 'layout.people: should be a path inside the vault'],
    ['layout:\n  periodic:\n    daily: Daily/notes.md', 'layout.periodic.daily: a daily pattern needs a placeholder'],
    ['layout:\n  periodic:\n    weekly: W/{wek}.md', 'layout.periodic.weekly: unknown placeholder {wek}'],
    ['calender: []', 'calender: unknown key (did you mean calendars?)'],
    ['calendars:\n  - name: x', 'calendars[0]: needs exactly one of path:'],
    ['calendars:\n  - command: x\n    format: json', 'calendars[0].format: should be one of ekctl-json, ics, tsv'],
    ['calendars:\n  - command: x\n    timeout: soon', 'calendars[0].timeout: should be a duration'],
    ['search:\n  engine: google', 'search.engine: should be one of builtin, qmd, auto'],
    ['sessions:\n  keep: 0', 'sessions.keep: should be at least 1'],
    ['writes:\n  max_notes: 0', 'writes.max_notes: should be at least 1'],
    ['writes:\n  max_bytes: lots', 'writes.max_bytes: should be a size such as 200KB or 5MB'],
    ['a: [1, 2', '/v/.skill/config.yaml:1: invalid YAML'],
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
    const c = parse('models:\n  fast:\n    model: qwen3:8b\n    base_url: http://localhost:11434/\n    context_tokens: 32768\n  main: claude-sonnet-5-5\n');
    expect(c.models).toEqual({
      fast: 'qwen3:8b',
      main: 'claude-sonnet-5-5',
      local: { fast: { baseUrl: 'http://localhost:11434', contextTokens: 32768, apiKeyEnv: undefined } },
    });
    expect(parse('models:\n  main: { model: m, base_url: "http://127.0.0.1:1234", api_key_env: LMSTUDIO_KEY }\n').models.local.main)
      .toEqual({ baseUrl: 'http://127.0.0.1:1234', contextTokens: 8192, apiKeyEnv: 'LMSTUDIO_KEY' });
    expect(parse('models:\n  main: claude-opus-5-5\n').models.local).toEqual({});
  });

  it.each([
    ['models:\n  fast: { base_url: "http://localhost:11434" }\n', 'models.fast: needs model:'],
    ['models:\n  fast: { model: m }\n', 'models.fast.base_url: needs base_url:'],
    ['models:\n  fast: { model: m, base_url: "localhost:11434" }\n', 'models.fast.base_url: "localhost:11434" is not an http(s) URL'],
    ['models:\n  fast: { model: m, base_url: "http://h", context_tokens: 100 }\n', 'models.fast.context_tokens: should be at least 1024'],
    ['models:\n  main: { model: m, base_url: "http://h", contex_tokens: 4096 }\n', 'models.main.contex_tokens: unknown key (did you mean context_tokens?)'],
    ['models:\n  main: { model: m, base_url: "http://h", api_key_env: "my key" }\n', 'models.main.api_key_env: should be the name of an environment variable'],
  ])('names the key of a bad tier: %j', (yaml, message) => {
    expect(() => parse(yaml)).toThrow(message);
  });
});
