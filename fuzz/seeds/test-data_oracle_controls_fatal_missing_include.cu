// ORACLE-HEADERS: mini
// A missing #include stops everything: gcc reports it in nvcc's pipeline
// (its text, "compilation terminated."), and the exit code is cudafe++'s
// for a catastrophic error (4), as when it cannot open a file itself.
#include "no_such_header_here.h"
__global__ int k() { return 0; }
