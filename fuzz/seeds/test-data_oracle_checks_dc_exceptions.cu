// exception handling in device code (each construct reported twice).
// ORACLE-HEADERS: mini
__device__ void d1() { throw 1; }
__device__ int d2() { try { return 1; } catch (...) { return 2; } }
void h() { try { throw 1; } catch (int) { } }
__host__ __device__ void hd() { throw 2; }
