import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';

/**
 * Pothos runs a field's argument mappers (the validation plugin's input rules) before any plugin's resolver wrapper,
 * so scope-auth would check the caller only after the input passed: a dealer calling an admin mutation with bad
 * input would read the admin field rules in the error. This plugin takes the mappers off the field and runs them
 * inside scope-auth's wrapper instead, so who may call a field is always decided first.
 * Listed right after ScopeAuthPlugin (its wrapper sits inside scope-auth's) and before ValidationPlugin (field
 * configs pass the plugins last to first, so it sees the mappers validation added).
 */
type ArgMapper = (args: Record<string, unknown>, ctx: object, info: unknown) => unknown;

export class AuthBeforeInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private readonly mappers = new Map<string, ArgMapper[]>();

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>) {
    if (!fieldConfig.argMappers.length) return fieldConfig;
    this.mappers.set(`${fieldConfig.parentType}.${fieldConfig.name}`, fieldConfig.argMappers as ArgMapper[]);
    return { ...fieldConfig, argMappers: [] };
  }

  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, fieldConfig: PothosOutputFieldConfig<Types>) {
    const mappers = this.mappers.get(`${fieldConfig.parentType}.${fieldConfig.name}`);
    if (!mappers) return resolver;
    return async (parent: unknown, args: object, ctx: Types['Context'], info: Parameters<typeof resolver>[3]) => {
      let mapped = args as Record<string, unknown>;
      for (const mapper of mappers) mapped = (await mapper(mapped, ctx, info)) as Record<string, unknown>;
      return resolver(parent, mapped, ctx, info);
    };
  }
}

const pluginName = 'authBeforeInput';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      authBeforeInput: AuthBeforeInputPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, AuthBeforeInputPlugin);

export default pluginName;
