// unknown pragmas inside device functions (#20199).
// ORACLE-HEADERS: mini
__device__ int d1(int x) {
#pragma unknown_thing
  return x;
}
int h1(int x) {
#pragma another_unknown
  return x;
}
#pragma toplevel_unknown
