/**
 * The Claude Code plugin folder (claude-plugin/) against the documented plugin format (Claude Code's plugins
 * reference; anthropics/claude-code plugins/plugin-dev manifest-reference.md): the manifest alone in
 * `.claude-plugin/`, components at the plugin root, a kebab-case name, semantic version, `./` component paths, and
 * an `.mcp.json` of stdio servers whose command starts our own `mcp` command.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.js';
import { REPO } from '../../support/tmp.js';

const PLUGIN = join(REPO, 'claude-plugin');

/** The manifest fields the reference documents (metadata, then component paths). */
const METADATA = ['name', 'version', 'description', 'author', 'homepage', 'repository', 'license', 'keywords'];
const COMPONENTS = ['commands', 'agents', 'skills', 'hooks', 'mcpServers', 'outputStyles', 'lspServers'];

function json(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

describe('the Claude Code plugin folder', () => {
  it('keeps only the manifest in .claude-plugin/ and has a documented manifest', () => {
    expect(readdirSync(join(PLUGIN, '.claude-plugin'))).toEqual(['plugin.json']);
    const manifest = json(join(PLUGIN, '.claude-plugin', 'plugin.json'));
    expect(Object.keys(manifest).filter((k) => ![...METADATA, ...COMPONENTS].includes(k))).toEqual([]);
    expect(manifest.name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(typeof manifest.description).toBe('string');
    expect((manifest.description as string).length).toBeLessThanOrEqual(200);
    expect(manifest.author).toEqual({ name: expect.any(String) });
    for (const key of COMPONENTS) {
      const value = manifest[key];
      if (typeof value === 'string') expect(value).toMatch(/^\.\/(?!.*\.\.)/);
    }
    // The version a user installs is the package's.
    expect(manifest.version).toBe(json(join(REPO, 'package.json')).version);
  });

  it('declares one stdio MCP server in .mcp.json at the plugin root, and it starts `skill mcp`', async () => {
    const config = json(join(PLUGIN, '.mcp.json'));
    expect(Object.keys(config)).toEqual(['mcpServers']);
    const servers = config.mcpServers as Record<string, { command: unknown; args?: unknown; env?: unknown; type?: unknown }>;
    expect(Object.keys(servers)).toEqual(['skill']);
    const server = servers.skill!;
    expect(server.type ?? 'stdio').toBe('stdio');
    expect(Array.isArray(server.args) && server.args.every((a) => typeof a === 'string')).toBe(true);
    // `rituals` is skill's second name, which procps's /usr/bin/skill cannot shadow.
    expect(['rituals', 'skill']).toContain(server.command);
    const args = server.args as string[];
    expect(args[0]).toBe('mcp');
    const help = await runCli([...args, '--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('MCP client');
  });
});
