// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -Xcudafe --diag_once=20091 -Xcudafe --diag_error=device_var_written_in_host -Xcudafe --diag_suppress=3680
// cudafe++'s --diag_once (the first report only) and controls by tag and
// by internal number (3680 is #20096), through -Xcudafe.
__device__ int dev_var;
int host_var;
int r1() { return dev_var; }
int r2() { return dev_var; }
void w1() { dev_var = 1; }
__device__ int* ad() { return &host_var; }
int r3() { return dev_var; }
