// The baseline child process: lists the vault's .md files in Node (walk-notes.mjs, the fastest listing Node 20 has)
// and prints how many there are.
import { walkNotes } from './walk-notes.mjs';

process.stdout.write(`${walkNotes(process.argv[2]).length}\n`);
