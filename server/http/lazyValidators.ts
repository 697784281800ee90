/**
 * Fastify's own request validators (@fastify/ajv-compiler, with the options
 * and formats buildApp gives it), each compiled when its route is first
 * called instead of all at start: compiling the ~200 route schemas was
 * ~0.5 s of every start (a later start's budget is 3 s). main.ts
 * compiles the rest in small steps once the server listens
 * (`compilePending`), so the first requests seldom pay, and
 * the server tests compile them all, so a schema ajv refuses still fails a
 * test rather than a person's request.
 */
import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type RouteCompiler = FastifySchemaCompiler<unknown>;
type FastifyRouteSchemaDef<T> = Parameters<FastifySchemaCompiler<T>>[0];
type FastifyValidationResult = ReturnType<RouteCompiler>;
type BuildCompiler = (externalSchemas: Record<string, unknown>, options?: unknown) => RouteCompiler;

/** A validator whose compiled function is made on first use; `compile()` makes it now. */
interface LazyValidator extends FastifyValidationResult {
  compile: () => void;
}

function lazyValidator(compileRoute: RouteCompiler, route: FastifyRouteSchemaDef<unknown>, pending: Set<LazyValidator>): LazyValidator {
  let compiled: FastifyValidationResult | undefined;
  const compile = (): FastifyValidationResult => {
    if (!compiled) {
      try {
        compiled = compileRoute(route);
      } catch (error) {
        throw new Error(`the ${route.httpPart} schema of ${route.method} ${route.url} does not compile: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    pending.delete(validate);
    return compiled;
  };
  // Fastify reads `errors` from the function it called, as ajv leaves them on the compiled one.
  const validate = Object.assign(
    (data: unknown) => {
      const run = compile();
      const result = run(data);
      validate.errors = run.errors ?? null;
      return result;
    },
    { compile: () => void compile(), errors: null },
  ) as LazyValidator;
  pending.add(validate);
  return validate;
}

/** One server's lazy validators: the factory for Fastify, and what compiles those still pending. */
export interface LazyValidators {
  /** schemaController.compilersFactory.buildValidator: Fastify's default compiler, made lazy. */
  buildValidator: ValidatorFactory;
  /**
   * Compiles up to `budget` pending validators; returns how many are left.
   * A schema ajv refuses throws here, naming its route.
   */
  compilePending: (budget?: number) => number;
}

export function createLazyValidators(): LazyValidators {
  /** The validators not compiled yet, in the order the routes were registered. */
  const pending = new Set<LazyValidator>();
  // The package's types describe the pre-v5 call shape; at run time it takes the route definition.
  const buildAjvCompiler = AjvCompiler() as unknown as BuildCompiler;
  const buildValidator: BuildCompiler = (externalSchemas, options) => {
    const compileRoute = buildAjvCompiler(externalSchemas, options);
    return (route) => lazyValidator(compileRoute, route, pending);
  };
  return {
    // Same pre-v5 shape in Fastify's option type as in the package's.
    buildValidator: buildValidator as unknown as ValidatorFactory,
    compilePending: (budget = Number.POSITIVE_INFINITY) => {
      let done = 0;
      for (const validator of pending) {
        if (done >= budget) break;
        validator.compile();
        done += 1;
      }
      return pending.size;
    },
  };
}
