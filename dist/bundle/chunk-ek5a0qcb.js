'use strict';

const __skillRuntimeRequire = require, __r = require;

var __getOwnPropNames=Object.getOwnPropertyNames;var __require=(x=>typeof require<"u"?require:typeof Proxy<"u"?new Proxy(x,{get:(a,b)=>(typeof require<"u"?require:a)[b]}):x)(function(x){if(typeof require<"u")return require.apply(this,arguments);throw Error('Dynamic require of "'+x+'" is not supported')});var __commonJS=(cb,mod)=>function(){try{return mod||(0,cb[__getOwnPropNames(cb)[0]])((mod={exports:{}}).exports,mod),mod.exports}catch(e){throw mod=0,e}};

var EXIT={ok:0,failure:1,badInput:2,interrupted:130},SkillError=class extends Error{hint;constructor(message,options){super(message,options?.cause===void 0?void 0:{cause:options.cause}),this.name=new.target.name,this.hint=options?.hint;}},BadInputError=class extends SkillError{exitCode=EXIT.badInput},RunFailure=class extends SkillError{exitCode=EXIT.failure},InterruptedError=class extends SkillError{exitCode=EXIT.interrupted;constructor(message="interrupted",options){super(message,options);}};function isSkillError(err){return err instanceof SkillError}function quote(text){return `\u201C${text}\u201D`}

exports.BadInputError = BadInputError;
exports.EXIT = EXIT;
exports.InterruptedError = InterruptedError;
exports.RunFailure = RunFailure;
exports.SkillError = SkillError;
exports.__commonJS = __commonJS;
exports.__require = __require;
exports.isSkillError = isSkillError;
exports.quote = quote;
//# sourceMappingURL=chunk-ek5a0qcb.js.map
