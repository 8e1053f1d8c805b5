// Lint rules of our own for the contract (redocly.yaml turns them on):
//  - success-example: every 2xx response has content with at least one named example,
//    because the examples are the mock server's data. A 204 is the exception: it has no
//    content by definition (HTTP's "No Content").
//  - error-schema: every 4xx/5xx response is application/json with the shared Error schema.
//  - operation-id-style: operationIds are camelCase, verb first (login, listUsers, reorderStudentProblems).

const resolve = (ctx, node) => (node && typeof node.$ref === 'string' ? ctx.resolve(node).node : node);

function responsesOf(operation, ctx) {
  return Object.entries(operation.responses ?? {}).map(([code, r]) => [code, resolve(ctx, r), r]);
}

function SuccessExample() {
  return {
    Operation: {
      enter(operation, ctx) {
        for (const [code] of responsesOf(operation, ctx).filter(([c]) => /^2/.test(c) && c !== '204')) {
          const response = resolve(ctx, operation.responses[code]);
          const content = response?.content ?? {};
          const types = Object.keys(content);
          if (types.length === 0) {
            ctx.report({ message: `${code} response needs content with an example.`, location: ctx.location.child(['responses', code]) });
            continue;
          }
          for (const type of types) {
            const media = content[type];
            const named = media.examples && Object.keys(media.examples).length > 0;
            if (!named && media.example === undefined) {
              ctx.report({ message: `${code} ${type} needs at least one named example.`, location: ctx.location.child(['responses', code]) });
            }
          }
        }
      },
    },
  };
}

function ErrorSchema() {
  return {
    Operation: {
      enter(operation, ctx) {
        for (const [code, response] of responsesOf(operation, ctx).filter(([c]) => /^[45]/.test(c))) {
          const json = response?.content?.['application/json'];
          const ref = json?.schema?.$ref ?? '';
          if (!/(^|\/|#)Error$/.test(ref)) {
            ctx.report({ message: `${code} response must be application/json with the Error schema.`, location: ctx.location.child(['responses', code]) });
          }
        }
      },
    },
  };
}

function OperationIdStyle() {
  return {
    Operation: {
      enter(operation, ctx) {
        if (typeof operation.operationId === 'string' && !/^[a-z]+(?:[A-Z][a-z0-9]*)*$/.test(operation.operationId)) {
          ctx.report({ message: 'operationId must be camelCase, verb first, e.g. listUsers.', location: ctx.location.child('operationId') });
        }
      },
    },
  };
}

export default function backofficeRules() {
  return {
    id: 'backoffice',
    rules: {
      oas3: {
        'success-example': SuccessExample,
        'error-schema': ErrorSchema,
        'operation-id-style': OperationIdStyle,
      },
    },
  };
}
