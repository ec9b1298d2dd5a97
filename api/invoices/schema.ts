// Invoices (spec 2 §3, §7): the open invoices a dealer pays and the invoice list.
import './open-invoices-schema.ts';
import './list-schema.ts';
