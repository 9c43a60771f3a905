// asm constraints and clobbers in device code.
// ORACLE-HEADERS: mini
__device__ int d2(int a) { int r; asm("mov.b32 %0, %1;" : "=rm"(r) : "r"(a)); return r; }
__device__ int d3(int a) { int r; asm("mov.b32 %0, %1;" : "=r"(r) : "r"(a) : "cc"); return r; }
__device__ void d4() { lab: void *p = &&lab; (void)p; }
int h1(int a) { int r; asm("" : "=r"(r) : "C"(a)); return r; }
__device__ int d6(int a) { int r; asm("mov.b32 %0, %1;" : "=r"(r) : "r"(a)); return r; }
