'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkWER4R55B = require('./chunk-g5dsbag4.js');

var{existsSync}=__r("node:fs"); var{relative}=__r("node:path"); function newNoteSeeds(targets,vault,layout,now){let seeds=new Map,notes=[];for(let t of targets){if(!t.period||seeds.has(t.path)||existsSync(t.path))continue;let spec=layout.periodic[t.period.kind],rel=relative(vault,t.path),template=chunkWER4R55B.loadTemplate(vault,spec,layout.templates);if(!template)continue;if("problem"in template){notes.push(`\u26A0 ${rel} will be created without its template: ${template.path} ${template.problem}`);continue}let format=spec.syntax==="moment"?spec.format:"YYYY-MM-DD",rendered=chunkWER4R55B.renderTemplate(template.text,{date:t.period.date,format,path:rel,now,locale:layout.date}),emptied=chunkWER4R55B.emptyTemplaterFields(rendered.text);if(seeds.set(t.path,emptied.text),notes.push(`${rel} is new: it starts from the template ${template.path}`),emptied.fields.length){let fields=emptied.fields.map(f=>`${f.key}: (${f.expression})`).join(", ");notes.push(`\u26A0 ${template.path} sets ${emptied.fields.length===1?"a property":"properties"} with Templater, which only Obsidian runs: ${fields}; left empty in ${rel}`);}/<%[\s\S]*?%>/.test(emptied.text)&&notes.push(`\u26A0 ${template.path} has Templater commands (<% \u2026 %>) in its text; they are left as they are (only Templater in Obsidian runs them)`);}return {seeds,notes}}

exports.newNoteSeeds = newNoteSeeds;
//# sourceMappingURL=chunk-f6w6jsbb.js.map
