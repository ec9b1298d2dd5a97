/** The cluster's periodic tasks, each claimed by one node at a time (migration 0035, api/jobs). */
export interface PeriodicTaskTables {
  periodicTasks: PeriodicTaskTable;
}

export interface PeriodicTaskTable {
  name: string;
  /** ISO time from which the next run may start. */
  dueAt: string;
  /** Set while a node runs the task; only that node's writes carry it. */
  leaseToken: string | null;
  /** The lease ends here unless its holder renews it; after that another node may take the task. */
  leaseUntil: string | null;
  /** Host and process id of the node that runs it now, or ran it last. */
  holder: string | null;
  runs: number;
  startedAt: string | null;
  finishedAt: string | null;
  failedAt: string | null;
}
