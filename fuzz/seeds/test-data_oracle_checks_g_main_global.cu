// main as a kernel.
// ORACLE-HEADERS: mini
__global__ int main() { return 0; }
