import type { AccessTables } from '../access-admin/tables.ts';
import type { CustomerTables } from '../account/tables.ts';
import type { AuditTables } from '../audit/tables.ts';
import type { LastCustomerTables, SessionTables, SignInTables } from '../auth/tables.ts';
import type { BonusTables } from '../bonus/tables.ts';
import type { CartTables } from '../cart/tables.ts';
import type { CatalogTables } from '../catalog/tables.ts';
import type { ClaimTables } from '../claims/tables.ts';
import type { ClickCollectTables } from '../click-collect/tables.ts';
import type { ConfigTables } from '../config/tables.ts';
import type { ContentTables } from '../content/tables.ts';
import type { CreditTables } from '../credit/tables.ts';
import type { DataTextTables } from '../data-texts/tables.ts';
import type { DownloadTables } from '../download-area/tables.ts';
import type { FileTables } from '../files/tables.ts';
import type { PushSubscriptionTables } from '../account/tables.ts';
import type { InquiryTables } from '../inquiries/tables.ts';
import type { InvoiceTables } from '../invoices/tables.ts';
import type { PeriodicTaskTables } from '../jobs/tables.ts';
import type { MarketingMaterialTables } from '../marketing-material/tables.ts';
import type { NewsTables } from '../news/tables.ts';
import type { OrderConfirmationTables } from '../order-confirmation/tables.ts';
import type { OrderPaymentTables } from '../order-payments/tables.ts';
import type { OrderTables } from '../orders/tables.ts';
import type { PaymentTables } from '../payments/tables.ts';
import type { PdiTables } from '../pdi/tables.ts';
import type { CacheGenerationTables, PlatformTables } from '../platform/tables.ts';
import type { RetailSalesTables } from '../retail-sales/tables.ts';
import type { SalesAreaTables } from '../sales-area/tables.ts';
import type { SalesDocumentTables } from '../sales-documents/tables.ts';
import type { ThirdPartyTables } from '../third-party/tables.ts';
import type { UploadAreaTables } from '../upload-area/tables.ts';
import type { ShoppingListTables } from '../shopping-lists/tables.ts';
import type { QuoteTables } from '../quotes/tables.ts';
import type { UserTables } from '../users/tables.ts';
import type { VisitFormTables } from '../visit-forms/tables.ts';

// Each domain owns its table types; these re-exports keep the older imports from this file working.
export type { ProductCategory } from '../../src/rules/catalog-query.ts';
export type { CustomerAreaTable, CustomerTable, ShipToTable, Customer } from '../account/tables.ts';
export type { AuditLogTable } from '../audit/tables.ts';
export type { SessionTable } from '../auth/tables.ts';
export type { CartLineTable } from '../cart/tables.ts';
export type {
  ArticleAnalysisTable,
  ArticleSpecificationTable,
  ArticleTable,
  ArticleTagTable,
  BikeCategoryTable,
  GroupsetTable,
  MerchandiseCategoryTable,
  ProductGroupTable,
  PromotionDetailTable,
  PromotionTable,
  RestockSubscriptionTable,
  StockTable,
  VolumeDiscountTable,
  WarehouseTable,
} from '../catalog/tables.ts';
export type { HostTable, SalesOrganisationTable } from '../config/tables.ts';
export type { AnnouncementTable, BannerTable, ContentMarketType, CustomerFeedbackTable } from '../content/tables.ts';
export type { CreditInformationTable, ReasonBlocked } from '../credit/tables.ts';
export type { FileKind, FileTable } from '../files/tables.ts';
export type { PushSubscriptionTable } from '../account/tables.ts';
export type { InvoiceLineTable, InvoiceStatus, InvoiceTable } from '../invoices/tables.ts';
export type {
  MarketingMaterialCategoryTable,
  MarketingMaterialLayoutTable,
  MarketingMaterialTable,
  MarketingSection,
} from '../marketing-material/tables.ts';
export type { NewsTable } from '../news/tables.ts';
export type { OrderPaymentStatus, OrderPaymentTable } from '../order-payments/tables.ts';
export type {
  CheckoutRequestTable,
  CustomerPurchaseTable,
  DeliveryLineTable,
  DeliveryTable,
  ErpOrderTable,
  ErpOutboxTable,
  FreightBenefitTable,
  OrderConfirmationTable,
  OrderLineTable,
  OrderQuotaTable,
  OrderStatus,
  OrderTable,
  OrderType,
  ShipmentMethodTable,
} from '../orders/tables.ts';
export type { PaymentMethodTable, PaymentRequestStatus, PaymentRequestTable, SavedPaymentTable } from '../payments/tables.ts';
export type { SalesDocumentGroupTable, SalesDocumentTable, SalesDocumentType } from '../sales-documents/tables.ts';
export type { AreaLimitation, NewUser, User, UserAreaTable, UserTable } from '../users/tables.ts';

/** Table types as the app sees them (CamelCasePlugin maps snake_case columns). Booleans are 0/1 on both dialects. */
export interface DB
  extends PlatformTables,
    CacheGenerationTables,
    PeriodicTaskTables,
    DataTextTables,
    ConfigTables,
    FileTables,
    PushSubscriptionTables,
    SessionTables,
    SignInTables,
    LastCustomerTables,
    UserTables,
    AccessTables,
    CustomerTables,
    AuditTables,
    CatalogTables,
    CreditTables,
    InvoiceTables,
    ContentTables,
    NewsTables,
    MarketingMaterialTables,
    SalesDocumentTables,
    CartTables,
    ShoppingListTables,
    QuoteTables,
    OrderTables,
    OrderPaymentTables,
    PaymentTables,
    OrderConfirmationTables,
    ClaimTables,
    PdiTables,
    RetailSalesTables,
    ThirdPartyTables,
    ClickCollectTables,
    InquiryTables,
    UploadAreaTables,
    BonusTables,
    DownloadTables,
    SalesAreaTables,
    VisitFormTables {}
