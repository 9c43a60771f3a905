// Only discretionary warnings (#20091, #20092, #20012): cudafe++ exits 0 and prints the
// "Remark: The warnings can be suppressed" line once and no summary line.
// ORACLE-HEADERS: mini
__device__ int dev_var = 3;
int host_reads() { return dev_var; }
void host_writes() { dev_var = 5; }
struct T { __device__ T() = default; int v; };
