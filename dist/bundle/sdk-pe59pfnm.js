'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanWorkerRun = require('./chunk-la1qyy3g.js');

var m=lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanWorkerRun.__require("./vendor/anthropic-ai__sdk.cjs")["@anthropic-ai/sdk"](),sdk_default=m&&m.__esModule?m.default:m,{toFile,APIPromise,BaseAnthropic,Anthropic,PagePromise,AnthropicError,APIError,APIConnectionError,APIConnectionTimeoutError,APIUserAbortError,RetryableError,NotFoundError,ConflictError,RateLimitError,BadRequestError,OverloadedError,AuthenticationError,RequestTimeoutError,InternalServerError,NotImplementedError,GatewayTimeoutError,PaymentRequiredError,ContentTooLargeError,PermissionDeniedError,PreconditionFailedError,ServiceUnavailableError,UnprocessableEntityError,ClientClosedRequestError,RequestHeaderFieldsTooLargeError,betaRefusalFallbackMiddleware,BetaFallbackState}=m;

exports.APIConnectionError = APIConnectionError;
exports.APIConnectionTimeoutError = APIConnectionTimeoutError;
exports.APIError = APIError;
exports.APIPromise = APIPromise;
exports.APIUserAbortError = APIUserAbortError;
exports.Anthropic = Anthropic;
exports.AnthropicError = AnthropicError;
exports.AuthenticationError = AuthenticationError;
exports.BadRequestError = BadRequestError;
exports.BaseAnthropic = BaseAnthropic;
exports.BetaFallbackState = BetaFallbackState;
exports.ClientClosedRequestError = ClientClosedRequestError;
exports.ConflictError = ConflictError;
exports.ContentTooLargeError = ContentTooLargeError;
exports.GatewayTimeoutError = GatewayTimeoutError;
exports.InternalServerError = InternalServerError;
exports.NotFoundError = NotFoundError;
exports.NotImplementedError = NotImplementedError;
exports.OverloadedError = OverloadedError;
exports.PagePromise = PagePromise;
exports.PaymentRequiredError = PaymentRequiredError;
exports.PermissionDeniedError = PermissionDeniedError;
exports.PreconditionFailedError = PreconditionFailedError;
exports.RateLimitError = RateLimitError;
exports.RequestHeaderFieldsTooLargeError = RequestHeaderFieldsTooLargeError;
exports.RequestTimeoutError = RequestTimeoutError;
exports.RetryableError = RetryableError;
exports.ServiceUnavailableError = ServiceUnavailableError;
exports.UnprocessableEntityError = UnprocessableEntityError;
exports.betaRefusalFallbackMiddleware = betaRefusalFallbackMiddleware;
exports.default = sdk_default;
exports.toFile = toFile;
//# sourceMappingURL=sdk-pe59pfnm.js.map
