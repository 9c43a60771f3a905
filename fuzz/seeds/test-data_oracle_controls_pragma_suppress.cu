// ORACLE-HEADERS: mini
// #pragma nv_diag_suppress governs the diagnostics after it, also inside a
// function; nv_diag_default restores the built-in severity. The legacy
// spelling (#pragma diag_suppress) is ignored, without a warning.
__device__ int dev_var;
int before() { return dev_var; }
#pragma nv_diag_suppress 20091
int after() { return dev_var; }
void written() { dev_var = 1; }
#pragma nv_diag_default 20091
int restored() { return dev_var; }
int inside() {
    int a = dev_var;
#pragma nv_diag_suppress 20091
    int b = dev_var;
    return a + b;
}
#pragma nv_diag_default 20091
int last() { return dev_var; }
#pragma diag_suppress 20091
int legacy() { return dev_var; }
