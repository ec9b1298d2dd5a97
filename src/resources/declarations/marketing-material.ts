import { graphql } from '../../graphql/tada.ts';
import type { OptionsSource, ResourceDeclaration } from '../types.ts';
import { targetMarketOptions } from './content-options.ts';
import { CONTENT_ANSWER, everyAction } from './options.ts';

const scopes = everyAction(['marketing-material.cud']);

const sectionOptions: OptionsSource = {
  choices: ['brand-assets', 'product-lineup'].map((v) => ({ value: v, label: `marketing-material:sections.${v}` })),
};

// Spec 3 §9: category lists for pickers ask the whole list (limit 9999); each is named by its place in the tree.
const categoryOptions: OptionsSource = {
  query: graphql(
    `query MarketingCategoryOptions { marketingMaterialCategories(limit: 9999, sort: ["type:asc", "title:asc"]) { categories { id path } } }`,
  ),
  rows: 'categories',
  value: 'id',
  label: 'path',
};

const layoutOptions: OptionsSource = {
  query: graphql(
    `query MarketingLayoutOptions { layouts(type: "marketing_material", page: 1, limit: 100) { layouts { id description } } }`,
  ),
  rows: 'layouts',
  value: 'id',
  label: 'description',
};

/**
 * Marketing material categories (spec 3 §2 /admin/marketing-material/category, §3, §4): a tree per section with
 * sorting, card layout, items per line and target markets. Deleting is soft: the answer warns when active items were
 * inside, and children and items of a deleted category are flagged.
 */
export const marketingCategories: ResourceDeclaration = {
  name: 'marketing-material-categories',
  route: 'admin/marketing-material/category',
  namespace: 'marketing-material',
  titleField: 'title',
  search: true,
  routes: { edit: ':id/edit', show: ':id/show' },
  // The tree's own order (each category above its children, indented), until a column is sorted.
  defaultSort: { field: 'tree', order: 'asc' },
  deleteConfirm: 'admin.delete_category_confirm',
  scopes,
  fields: [
    {
      name: 'title',
      label: 'fields.title',
      column: { cell: 'treeTitle', sortable: true },
      form: { rules: ['required', 'notEmpty'], maxLength: 150 },
    },
    {
      name: 'type',
      label: 'fields.section',
      column: { cell: 'value', sortable: true, width: 140 },
      form: { widget: 'select', options: sectionOptions, rules: ['required'], readOnly: 'onEdit', initial: 'brand-assets' },
    },
    { name: 'path', label: 'fields.path', column: { hideOnPhone: true } },
    { name: 'parentDeleted', label: 'fields.parent_deleted', column: { cell: 'flag', width: 110, hideOnPhone: true } },
    { name: 'parentId', label: 'fields.parent', form: { widget: 'select', options: categoryOptions, initial: null, help: 'help.parent' } },
    { name: 'route', label: 'fields.route', form: { maxLength: 80, help: 'help.route' } },
    {
      name: 'sorting',
      label: 'fields.sorting',
      column: { cell: 'number', sortable: true, width: 90, hideOnPhone: true },
      form: { widget: 'number', initial: 0 },
    },
    { name: 'totalItems', label: 'fields.items', column: { cell: 'number', width: 80 } },
    { name: 'showChilds', label: 'fields.show_childs', form: { widget: 'checkbox', initial: true } },
    {
      name: 'itemPerLine',
      label: 'fields.item_per_line',
      form: { widget: 'number', initial: 3, rules: ['required'], help: 'help.item_per_line' },
    },
    { name: 'layoutId', label: 'fields.layout', form: { widget: 'select', options: layoutOptions, rules: ['required'], initial: 2 } },
    { name: 'contentTargetMarkets', label: 'fields.target_markets', column: { cell: 'tags', hideOnPhone: true } },
    {
      name: 'contentTargetMarketIds',
      label: 'fields.target_markets',
      form: { widget: 'targetMarketChecks', options: targetMarketOptions('marketing_material'), initial: [], rules: ['comboBox'] },
    },
    { name: 'fileId', label: 'fields.picture', form: { widget: 'categoryImage', initial: null, only: 'create', rules: ['uploadsDone'] } },
  ],
  operations: {
    list: graphql(`query MarketingCategoriesAdmin($page: Int, $limit: Int, $search: String, $sort: [String!]) {
      marketingMaterialCategories(page: $page, limit: $limit, search: $search, sort: $sort, searchAncestry: true) {
        categories { id title type path parentDeleted sorting totalItems contentTargetMarkets { id name } }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query MarketingCategory($id: Int!) { marketingMaterialCategory(id: $id) {
      id title type parentId parentTitle parentDeleted route sorting showChilds itemPerLine layoutId fileId totalItems contentTargetMarketIds contentTargetMarkets { id name } } }`),
    create: graphql(
      `mutation CreateMarketingCategory($input: MarketingMaterialCategoryInput!) { createMarketingMaterialCategory(input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    update: graphql(
      `mutation UpdateMarketingCategory($id: Int!, $input: MarketingMaterialCategoryInput!) { updateMarketingMaterialCategory(id: $id, input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    delete: graphql(`mutation DeleteMarketingCategory($id: Int!) { deleteMarketingMaterialCategory(id: $id) { ...ContentAnswer } }`, [
      CONTENT_ANSWER,
    ]),
  },
};

/** Marketing material images and videos (spec 3 §2 /admin/marketing-material/image): one item with its files; bulk create beside it. */
export const marketingImages: ResourceDeclaration = {
  name: 'marketing-material-images',
  route: 'admin/marketing-material/image',
  namespace: 'marketing-material',
  titleField: 'title',
  search: true,
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'uploadAt', order: 'desc' },
  listActions: ['marketingBulkCreate'],
  scopes,
  fields: [
    { name: 'title', label: 'fields.title', column: { sortable: true }, form: { rules: ['required', 'notEmpty'], maxLength: 150 } },
    { name: 'type', label: 'fields.kind', column: { cell: 'value', width: 90 } },
    { name: 'categoryTitle', label: 'fields.category', column: { sortable: true, hideOnPhone: true } },
    { name: 'categoryDeleted', label: 'fields.category_deleted', column: { cell: 'flag', width: 120, hideOnPhone: true } },
    {
      name: 'marketingMaterialCategoryId',
      label: 'fields.category',
      form: { widget: 'select', options: categoryOptions, rules: ['required'], initial: null },
    },
    { name: 'fileIds', label: 'fields.files', form: { widget: 'materialFiles', rules: ['comboBox', 'uploadsDone'], initial: [] } },
    { name: 'layoutId', label: 'fields.layout', form: { widget: 'select', options: layoutOptions, initial: null, help: 'help.layout' } },
    { name: 'contentTargetMarkets', label: 'fields.target_markets', column: { cell: 'tags', hideOnPhone: true } },
    {
      name: 'contentTargetMarketIds',
      label: 'fields.target_markets',
      form: { widget: 'targetMarketChecks', options: targetMarketOptions('marketing_material'), initial: [], rules: ['comboBox'] },
    },
    { name: 'uploadAt', label: 'fields.upload_at', column: { cell: 'dateTime', sortable: true, width: 170, hideOnPhone: true } },
    { name: 'body', label: 'fields.body', form: { widget: 'html' } },
  ],
  operations: {
    list: graphql(`query MarketingImagesAdmin($page: Int, $limit: Int, $search: String, $sort: [String!]) {
      marketingMaterials(page: $page, limit: $limit, search: $search, sort: $sort) {
        materials { id title type categoryTitle categoryDeleted uploadAt contentTargetMarkets { id name } }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query MarketingImage($id: Int!) { marketingMaterial(id: $id) {
      id title type body marketingMaterialCategoryId categoryTitle categoryDeleted layoutId fileIds uploadAt contentTargetMarketIds contentTargetMarkets { id name } } }`),
    create: graphql(
      `mutation CreateMarketingImage($input: MarketingMaterialInput!) { createMarketingMaterial(input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    update: graphql(
      `mutation UpdateMarketingImage($id: Int!, $input: MarketingMaterialInput!) { updateMarketingMaterial(id: $id, input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    delete: graphql(`mutation DeleteMarketingImage($id: Int!) { deleteMarketingMaterial(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
  },
};
