import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromAST,
} from 'graphql';

/**
 * The cost of an operation counted in the objects it may return: every field with a selection costs 1 plus its
 * selection, and a field with a `limit` argument (this schema's paging argument) pays its selection `limit` times;
 * plain values cost nothing here (graphql-armor's cost rule already counts the width of a selection, but knows no
 * list sizes). So `recalls(limit: 999) { recalls { frames { ... } } }` costs about 2,000 where armor sees a handful.
 * A limit given by a variable or left to its default counts with the value the resolver will get.
 */
export function listCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (!operationName || def.name?.value === operationName)) operation ??= def;
  }
  if (!operation) return 0;
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;

  const limitOf = (field: GraphQLField<unknown, unknown>, node: { arguments?: readonly { name: { value: string }; value: never }[] }) => {
    const arg = field.args.find((a) => a.name === 'limit');
    if (!arg) return 1;
    const given = node.arguments?.find((a) => a.name.value === 'limit');
    const value = given ? valueFromAST(given.value, arg.type, variables) : arg.defaultValue;
    return typeof value === 'number' && value > 1 ? value : 1;
  };

  const costOf = (selectionSet: SelectionSetNode, type: GraphQLNamedType, visiting: Set<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        if (!field || !selection.selectionSet) continue;
        const inner = costOf(selection.selectionSet, getNamedType(field.type), visiting);
        total += 1 + limitOf(field, selection as never) * inner;
      } else {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null;
        if (!fragment || (name && visiting.has(name))) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
        const next = name ? new Set(visiting).add(name) : visiting;
        total += costOf(fragment.selectionSet, condition && isCompositeType(condition) ? condition : type, next);
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, root, new Set());
}
