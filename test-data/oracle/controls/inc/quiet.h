// a header that silences #20091 for the code after its inclusion
#pragma nv_diag_suppress 20091
