// main as a host-device function.
// ORACLE-HEADERS: mini
__host__ __device__ int main() { return 0; }
