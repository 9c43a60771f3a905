// main as a device function.
// ORACLE-HEADERS: mini
__device__ int main() { return 0; }
